import type { Role } from '../../vocabulary/domain';
import { ageFromDob, isOldEnough } from '../rules/age';
import type { StepChanges } from './changes';
import { needsAccessRequest } from './role-rules';

/**
 * Spec section 4, "Role choice": recomputes the next step and whether an access request is
 * needed. Parent goes to validate and needs one; child goes to complete_placeholder. An
 * approver (not shown) confirms the phone like a parent, without an access request.
 */
export function afterRoleChosen(role: Role, options: { childFirst?: boolean } = {}): StepChanges {
  // A teen signing up first (kidFirstRegParentInviteV0) gives a date of birth before anything
  // else (docs/decisions/093); without it a teen waits for a parent (complete_placeholder).
  const nextRegStep =
    role === 'child' ? (options.childFirst ? 'date_of_birth' : 'complete_placeholder') : 'validate';
  return {
    user: { role, nextRegStep },
    registration: { needsAccessRequest: needsAccessRequest(role) },
  };
}

export type DateOfBirthContext = {
  today: Date;
  /** An invitation's user (section 4, "Confirm code" stores it). */
  preregistered: boolean;
  /** kidFirstRegParentInviteV0. */
  childFirst: boolean;
};

/**
 * Spec section 4, "Date of birth": a pre-registered user goes to register; otherwise 13 or more
 * goes to validate and under 13 to cancel_age; in a child-first flow with no pre-registered user
 * the step is parent_invite. Under 13 comes before child-first: a teen joining alone must be 13
 * (section 1), while a child a parent invited is the parent's to add at any age. Under 13 the
 * date is not kept (COPPA). A date with no age (not a real past date) changes nothing: the page
 * says what is wrong with it first (rules/date-of-birth).
 */
export function afterDateOfBirth(dob: string, context: DateOfBirthContext): StepChanges {
  if (context.preregistered) return { user: { dob, nextRegStep: 'register' } };
  const age = ageFromDob(dob, context.today);
  if (age === undefined) return {};
  if (!isOldEnough(age)) return { user: { dob: null, nextRegStep: 'cancel_age' } };
  return { user: { dob, nextRegStep: context.childFirst ? 'parent_invite' : 'validate' } };
}
