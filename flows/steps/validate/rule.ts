import type { Role } from '../../../vocabulary/domain';
import type { PreregisteredUser } from '../../model/entities';
import { type NextStep, toNextStep } from '../../rules/next-steps';
import { isRole } from '../../rules/roles';
import type { StepChanges } from '../changes';

/** Spec section 4, "Access request": store the access token and the next step from the action. */
export function afterAccessRequest(result: {
  token?: string | null;
  action?: string;
}): StepChanges {
  const changes: StepChanges = {};
  if (result.token) changes.registration = { regAccessToken: result.token };
  const step = toNextStep(result.action);
  if (step) changes.user = { nextRegStep: step };
  return changes;
}

/**
 * Spec section 4, "Confirm code": store the token and the pre-registered user; the next step
 * is the action, except for an invited child, who continues at their own nextRegisterStep.
 * Section 6: invited parent and child roles derive from the pre-registered user's role.
 */
export function afterConfirmCode(
  result: {
    token: string;
    action: string;
    preregisteredUser?: PreregisteredUser | null;
  },
  toggles: { promoCodeVerification: boolean } = { promoCodeVerification: false },
): StepChanges {
  const invited = result.preregisteredUser ?? null;
  const invitedRole: Role | null = isRole(invited?.role) ? invited.role : null;
  const ownStep = toNextStep(invited?.nextRegisterStep);
  const actionStep = toNextStep(result.action);
  // With promo code verification on, a person who was not invited is asked for a promo code
  // before the registration starts (promo_code, spec section 2); invitations carry their own.
  const step: NextStep | undefined =
    invitedRole === 'child' && ownStep
      ? ownStep
      : actionStep === 'register' && !invited && toggles.promoCodeVerification
        ? 'promo_code'
        : actionStep;
  return {
    registration: { regAccessToken: result.token },
    user: {
      preregisteredUser: invited,
      ...(step ? { nextRegStep: step } : {}),
      ...(invitedRole
        ? {
            role: invitedRole,
            isChildInvitedByParent: invitedRole === 'child',
            isParentInvitedByChild: invitedRole === 'parent',
          }
        : {}),
    },
  };
}
