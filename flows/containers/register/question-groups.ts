import * as React from 'react';
import type { Question } from '../../model/entities';

/** What every question-group container of the register step receives. */
export type GroupProps = { questions: readonly Question[] };

type GroupComponent = React.LazyExoticComponent<React.ComponentType<GroupProps>>;

/**
 * The register step shows the server's current question group (spec section 4, "Answer flow"),
 * chosen by the group's first question name. Each group container is its own lazy chunk.
 */
// Knowledge-based questions come one per group, kba_1 to kba_4: one chunk serves them all.
const KbaGroup = React.lazy(() => import('./kba-group'));

export const QUESTION_GROUPS: Partial<Record<string, GroupComponent>> = {
  set_user_email: React.lazy(() => import('./account-email-group')),
  set_user_password_and_confirm: React.lazy(() => import('./account-password-group')),
  set_user_password: React.lazy(() => import('./account-password-group')),
  set_legal_first_name: React.lazy(() => import('./legal-name-group')),
  set_date_of_birth: React.lazy(() => import('./about-you-group')),
  set_plan: React.lazy(() => import('./plan-group')),
  add_child_info: React.lazy(() => import('./children-group')),
  set_credit_waitlist: React.lazy(() => import('./credit-waitlist-group')),
  invite_parent: React.lazy(() => import('./invite-parent-group')),
  verify_identity: React.lazy(() => import('./identity-group')),
  kba_1: KbaGroup,
  kba_2: KbaGroup,
  kba_3: KbaGroup,
  kba_4: KbaGroup,
  set_funding_account: React.lazy(() => import('./funding-group')),
  set_initial_funding_amount: React.lazy(() => import('./initial-funding-group')),
};

/** Generated questions have no fixed names: a group whose name is unknown is found by its kind. */
const GROUPS_BY_KIND: Partial<Record<string, GroupComponent>> = { kba: KbaGroup };

/** The container of a question group: by its first question's name, else by that one's kind. */
export function groupFor(
  questions: ReadonlyArray<{ readonly name: string; readonly kind?: string }>,
): GroupComponent | undefined {
  const first = questions[0];
  if (!first) return undefined;
  return QUESTION_GROUPS[first.name] ?? (first.kind ? GROUPS_BY_KIND[first.kind] : undefined);
}
