import type { Role } from '../../vocabulary/domain';
import { planFee } from '../rules/prices';
import type { Effect } from './changes';

/** Spec section 6: "A parent needs an access request." */
export const needsAccessRequest = (role: Role | null): boolean => role === 'parent';

/**
 * Section 6: "Approvers may require an invitation token when a toggle is on." Without one the
 * registration cannot start, so the page says so instead of asking the server first.
 */
export const approverNeedsInvitationToken = (input: {
  role: Role | null;
  requireTokenForApprovers: boolean;
  invitationToken: string | null;
}): boolean =>
  input.role === 'approver' && input.requireTokenForApprovers && !input.invitationToken;

/**
 * Section 4, "Other": "An approver with next step complete_placeholder counts as
 * placeholder-complete when a toggle is on": their sign-up is finished, so they see completion.
 */
export const isPlaceholderComplete = (
  role: string | null | undefined,
  step: string | null | undefined,
  approverPlaceholderComplete: boolean,
): boolean => approverPlaceholderComplete && role === 'approver' && step === 'complete_placeholder';

/**
 * "Only parent completion fires the registration-complete tracking and plan-fee purchase
 * value." The value is the chosen plan's fee (falling back to standard's).
 */
export function completionTracking(
  role: Role | null,
  plan: string | null | undefined,
  toggles: { enableCorePriceChange: boolean },
): Effect[] {
  if (role !== 'parent') return [];
  return [{ type: 'trackRegistrationComplete', purchaseValue: planFee(plan, toggles) }];
}
