import type { Role } from '../../../vocabulary/domain';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { ERROR_CODES } from '../../rules/error-codes';
import type { NextStep } from '../../rules/next-steps';
import { toNextStep } from '../../rules/next-steps';
import { failure, type StepChanges } from '../changes';
import { approverNeedsInvitationToken } from '../role-rules';

export type HasRegistration = { legacy: boolean; nextGen: boolean } | 'failed' | undefined;

export type PhoneCheckContext = {
  urlRole: Role | null;
  hasRegistration: HasRegistration;
  /** The invitation link's placeholder token, once its check has kept it. */
  invitationToken: string | null;
  /**
   * The number checked is the one this tab was already signing up (the person went Back to it
   * and on again): its answers so far are theirs, so nothing starts afresh.
   */
  sameNumber?: boolean;
  toggles: {
    onboardingNewUserOnboarding: boolean;
    onboardingForwardAllLegacyRegistrationTrafficToLta: boolean;
    requireTokenForApprovers: boolean;
  };
};

export type PhoneCheckResult = { action: string; role?: string | null };

/** Actions after which the person registers (rather than logs in or is stopped). */
const REGISTERING: ReadonlyArray<string> = ['confirm-role', 'register', 'validate'];

const toNextGen = (): StepChanges => ({
  user: { nextRegStep: 'next_gen_onboarding' },
  effects: [{ type: 'initializeOnboarding' }],
});

/** Spec section 4, "Phone check". */
export function afterPhoneCheck(context: PhoneCheckContext, result: PhoneCheckResult): StepChanges {
  const role = context.urlRole ?? (result.role as Role | null | undefined) ?? null;
  const action = toNextStep(result.action);

  // "If the account is invalidated and the role is child, the step is validate."
  if (action === 'invalidated' && role === 'child') return { user: { nextRegStep: 'validate' } };

  if (action && REGISTERING.includes(action)) {
    // Section 6: an approver without the invitation's token cannot start, so the phone step
    // says so and how to go on, before a code is sent for a registration that cannot follow.
    const refused = approverNeedsInvitationToken({
      role,
      requireTokenForApprovers: context.toggles.requireTokenForApprovers,
      invitationToken: context.invitationToken,
    });
    if (refused) {
      return {
        ...failure(ERROR_MESSAGES.approverInvitationNeeded, ERROR_CODES.invalidInvitation),
        user: { nextRegStep: 'phone' },
      };
    }
    const nextGen = nextGenDecision(context, role);
    if (nextGen) return nextGen;
  }

  const changes: StepChanges = { user: { nextRegStep: (action ?? 'phone') as NextStep } };
  // "Action confirm-role starts the registration flow": afresh for another number only.
  if (action === 'confirm-role' && !context.sameNumber) {
    changes.effects = [{ type: 'startRegistration' }];
  }
  if (context.hasRegistration === 'failed') {
    // "If the has-registration check fails, it is only logged and the legacy path continues."
    changes.effects = [
      ...(changes.effects ?? []),
      { type: 'log', message: 'has-registration check failed; legacy path continues' },
    ];
  }
  return changes;
}

function nextGenDecision(context: PhoneCheckContext, role: Role | null): StepChanges | undefined {
  const found = context.hasRegistration;
  if (found === 'failed' || found === undefined) return undefined;
  // "...no legacy or next-gen registration, the new-user onboarding toggle is on and the url
  // role is not child."
  if (
    !found.legacy &&
    !found.nextGen &&
    context.toggles.onboardingNewUserOnboarding &&
    context.urlRole !== 'child'
  ) {
    return toNextGen();
  }
  // "The same happens if a next-gen registration exists without a legacy one."
  if (found.nextGen && !found.legacy) return toNextGen();
  // "Legacy traffic is forwarded to the new onboarding unless the role is approver or child."
  if (
    found.legacy &&
    context.toggles.onboardingForwardAllLegacyRegistrationTrafficToLta &&
    role !== 'approver' &&
    role !== 'child'
  ) {
    return toNextGen();
  }
  return undefined;
}

/**
 * "The step also becomes next_gen_onboarding if initialise fails with 412 or
 * ERR_INVALID_STATE": the person already has an onboarding in progress there. Other failures
 * are ordinary failures (undefined: the action layer applies its failure phase).
 */
export function afterOnboardingInitializeFailure(
  status: number | undefined,
  code: string | undefined,
): StepChanges | undefined {
  if (status === 412 || code === 'ERR_INVALID_STATE') {
    return { user: { nextRegStep: 'next_gen_onboarding' } };
  }
  return undefined;
}
