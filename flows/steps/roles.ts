import type { PreregisteredUser } from '../model/entities';
import { planFee } from '../rules/prices';
import { isRole, type Role } from '../rules/roles';
import type { Effect } from './changes';

/** Spec section 6: "A parent needs an access request." */
export const needsAccessRequest = (role: Role | null): boolean => role === 'parent';

/**
 * The role the flow runs as: the pre-registered user's role for invited people, else the one
 * the embedded app supplied, else the one in the address (section 6).
 */
export function effectiveRole(input: {
  preregisteredUser: PreregisteredUser | null;
  embeddedRole?: string | null;
  urlRole: Role | null;
}): Role | null {
  if (isRole(input.preregisteredUser?.role)) return input.preregisteredUser.role;
  if (isRole(input.embeddedRole)) return input.embeddedRole;
  return input.urlRole;
}

/** "Approvers may require an invitation token when a toggle is on." */
export const approverNeedsInvitationToken = (
  role: Role | null,
  requireTokenForApprovers: boolean,
): boolean => role === 'approver' && requireTokenForApprovers;

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

/** Section 4, "Other": an approver at complete_placeholder counts as complete behind a toggle. */
export const isPlaceholderComplete = (
  role: Role | null,
  nextRegisterStep: string | null | undefined,
  approverPlaceholderComplete: boolean,
): boolean =>
  approverPlaceholderComplete && role === 'approver' && nextRegisterStep === 'complete_placeholder';
