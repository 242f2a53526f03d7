import type { PreregisteredUser } from '../model/entities';
import { ageFromDob, isOldEnough, isUnder18 } from '../rules/age';
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

export type DobContext = {
  today: Date;
  preregisteredUser: PreregisteredUser | null;
  /** A teen signing up first, who will invite a parent (kidFirstRegParentInviteV0). */
  childFirst: boolean;
};

/**
 * Spec section 4, "Date of birth". Undefined for a date that is not a real past date: the
 * screen says so and the step does not move.
 */
export function afterDobEntered(dob: string, context: DobContext): StepChanges | undefined {
  const age = ageFromDob(dob, context.today);
  if (age === undefined) return undefined;
  const userIsTeen = isOldEnough(age) && isUnder18(age);
  // "A pre-registered user goes to register."
  if (context.preregisteredUser) return { user: { dob, userIsTeen, nextRegStep: 'register' } };
  // "Under 13 goes to cancel_age."
  if (!isOldEnough(age)) return { user: { dob, userIsTeen, nextRegStep: 'cancel_age' } };
  // "In a child-first flow with no pre-registered user the step is parent_invite."
  if (context.childFirst) return { user: { dob, userIsTeen, nextRegStep: 'parent_invite' } };
  // "Otherwise age 13 or more goes to validate."
  return { user: { dob, userIsTeen, nextRegStep: 'validate' } };
}

/**
 * Spec section 4, "Under 13 goes to cancel_age", where the register step asks a teen's date
 * of birth (about_you): the stop, with nothing sent, or undefined when the person may go on.
 */
export function dobStop(
  dob: string,
  context: { role: Role | null; today: Date },
): StepChanges | undefined {
  if (context.role !== 'child') return undefined;
  const age = ageFromDob(dob, context.today);
  if (age === undefined || isOldEnough(age)) return undefined;
  return { user: { dob, userIsTeen: false, nextRegStep: 'cancel_age' } };
}
