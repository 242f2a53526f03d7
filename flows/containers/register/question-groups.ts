import type { QuestionName } from '../../../vocabulary/question-names';
import type { Question } from '../../model/entities';
import { type LazyView, lazyView } from '../lazy-view';

/** What every question-group container of the register step receives. */
export type GroupProps = { questions: readonly Question[] };

type GroupComponent = LazyView<GroupProps>;

/**
 * The register step shows the server's current question group (spec section 4, "Answer flow"),
 * chosen by the group's first question name. Each group container is its own chunk (lazyView: fetched ahead, shown without suspending).
 */
// Knowledge-based questions come one per group, kba_1 to kba_4: one chunk serves them all.
const KbaGroup = lazyView(() => import('./kba-group'));

export const QUESTION_GROUPS: Partial<Record<string, GroupComponent>> = {
  set_user_email: lazyView(() => import('./account-email-group')),
  set_user_password_and_confirm: lazyView(() => import('./account-password-group')),
  set_user_password: lazyView(() => import('./account-password-group')),
  set_legal_first_name: lazyView(() => import('./legal-name-group')),
  set_date_of_birth: lazyView(() => import('./about-you-group')),
  set_plan: lazyView(() => import('./plan-group')),
  add_child_info: lazyView(() => import('./children-group')),
  set_credit_waitlist: lazyView(() => import('./credit-waitlist-group')),
  invite_parent: lazyView(() => import('./invite-parent-group')),
  verify_identity: lazyView(() => import('./identity-group')),
  kba_1: KbaGroup,
  kba_2: KbaGroup,
  kba_3: KbaGroup,
  kba_4: KbaGroup,
  set_funding_account: lazyView(() => import('./funding-group')),
  set_initial_funding_amount: lazyView(() => import('./initial-funding-group')),
} satisfies Partial<Record<QuestionName, GroupComponent>>;

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
