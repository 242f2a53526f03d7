import type { Role } from '../rules/domain';
import type { StepChanges } from './changes';
import { needsAccessRequest } from './roles';

/**
 * Spec section 4, "Role choice": recomputes the next step and whether an access request is
 * needed. Parent goes to validate and needs one; child goes to complete_placeholder. An
 * approver (not shown) confirms the phone like a parent, without an access request.
 */
export function afterRoleChosen(role: Role, options: { childFirst?: boolean } = {}): StepChanges {
  // A teen signing up first (kidFirstRegParentInviteV0) confirms the number and registers,
  // inviting a parent on the way; without it a teen waits for a parent (complete_placeholder).
  const nextRegStep = role === 'child' && !options.childFirst ? 'complete_placeholder' : 'validate';
  return {
    user: { role, nextRegStep },
    registration: { needsAccessRequest: needsAccessRequest(role) },
  };
}
