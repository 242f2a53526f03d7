import { describe, expect, it } from 'vitest';
import type { Role } from '../../../vocabulary/domain';
import {
  afterOnboardingInitializeFailure,
  afterPhoneCheck,
  type HasRegistration,
  type PhoneCheckContext,
} from './rule';

const context = (
  overrides: {
    urlRole?: Role | null;
    hasRegistration?: HasRegistration;
    onboardingNewUserOnboarding?: boolean;
    forward?: boolean;
    invitationToken?: string;
    requireTokenForApprovers?: boolean;
    sameNumber?: boolean;
  } = {},
): PhoneCheckContext => ({
  urlRole: overrides.urlRole ?? null,
  sameNumber: overrides.sameNumber ?? false,
  hasRegistration:
    'hasRegistration' in overrides ? overrides.hasRegistration : { legacy: false, nextGen: false },
  invitationToken: overrides.invitationToken ?? null,
  toggles: {
    onboardingNewUserOnboarding: overrides.onboardingNewUserOnboarding ?? false,
    onboardingForwardAllLegacyRegistrationTrafficToLta: overrides.forward ?? true,
    requireTokenForApprovers: overrides.requireTokenForApprovers ?? false,
  },
});

const none = { legacy: false, nextGen: false };
const legacy = { legacy: true, nextGen: false };
const nextGen = { legacy: false, nextGen: true };

describe('phone check (spec section 4)', () => {
  it('stops an approver without the invitation at the phone step, before any code', () => {
    const approver = { action: 'validate', role: 'approver' };
    expect(afterPhoneCheck(context({ requireTokenForApprovers: true }), approver)).toMatchObject({
      registration: { errorCode: 'ERR_INVALID_INVITATION' },
      user: { nextRegStep: 'phone' },
    });
    const invited = context({ requireTokenForApprovers: true, invitationToken: 'tok' });
    expect(afterPhoneCheck(invited, approver).user).toEqual({ nextRegStep: 'validate' });
    expect(afterPhoneCheck(context(), approver).user).toEqual({ nextRegStep: 'validate' });
  });

  it.each([
    // [spec line, context, server answer, next step, effects]
    [
      '"on success the next step is the server\'s action" (validate)',
      context(),
      { action: 'validate' },
      'validate',
      [],
    ],
    [
      '"...the server\'s action" (login)',
      context({ hasRegistration: legacy }),
      { action: 'login' },
      'login',
      [],
    ],
    ['"...the server\'s action" (register)', context(), { action: 'register' }, 'register', []],
    [
      '"Action confirm-role starts the registration flow."',
      context(),
      { action: 'confirm-role' },
      'confirm-role',
      ['startRegistration'],
    ],
    [
      '  ...afresh for another number only: Back to the same number keeps its answers so far',
      context({ sameNumber: true }),
      { action: 'confirm-role' },
      'confirm-role',
      [],
    ],
    [
      '"If the account is invalidated and the role is child, the step is validate."',
      context({ urlRole: 'child' }),
      { action: 'invalidated' },
      'validate',
      [],
    ],
    [
      '  ...the role may come from the answer',
      context(),
      { action: 'invalidated', role: 'child' },
      'validate',
      [],
    ],
    [
      '  ...a parent stays invalidated',
      context({ urlRole: 'parent' }),
      { action: 'invalidated' },
      'invalidated',
      [],
    ],
    [
      '"no legacy or next-gen registration, the new-user onboarding toggle is on and the url role is not child" -> next_gen_onboarding',
      context({ onboardingNewUserOnboarding: true, hasRegistration: none }),
      { action: 'confirm-role' },
      'next_gen_onboarding',
      ['initializeOnboarding'],
    ],
    [
      '  ...not when the url role is child',
      context({ onboardingNewUserOnboarding: true, urlRole: 'child' }),
      { action: 'confirm-role' },
      'confirm-role',
      ['startRegistration'],
    ],
    [
      '  ...not when the toggle is off',
      context({ onboardingNewUserOnboarding: false }),
      { action: 'confirm-role' },
      'confirm-role',
      ['startRegistration'],
    ],
    [
      '"The same happens if a next-gen registration exists without a legacy one."',
      context({ hasRegistration: nextGen }),
      { action: 'register' },
      'next_gen_onboarding',
      ['initializeOnboarding'],
    ],
    [
      '"Legacy traffic is forwarded to the new onboarding unless the role is approver or child." (parent)',
      context({ hasRegistration: legacy, urlRole: 'parent' }),
      { action: 'validate' },
      'next_gen_onboarding',
      ['initializeOnboarding'],
    ],
    [
      '  ...not an approver',
      context({ hasRegistration: legacy, urlRole: 'approver' }),
      { action: 'validate' },
      'validate',
      [],
    ],
    [
      '  ...not a child',
      context({ hasRegistration: legacy, urlRole: 'child' }),
      { action: 'validate' },
      'validate',
      [],
    ],
    [
      '  ...not with the forwarding toggle off',
      context({ hasRegistration: legacy, forward: false }),
      { action: 'validate' },
      'validate',
      [],
    ],
    [
      '  ...never a login',
      context({ hasRegistration: legacy, urlRole: 'parent' }),
      { action: 'login' },
      'login',
      [],
    ],
    [
      '"If the has-registration check fails, it is only logged and the legacy path continues."',
      context({ hasRegistration: 'failed', onboardingNewUserOnboarding: true }),
      { action: 'confirm-role' },
      'confirm-role',
      ['startRegistration', 'log'],
    ],
  ] as const)('%s', (_line, ctx, answer, step, effects) => {
    const changes = afterPhoneCheck(ctx, answer);
    expect(changes.user?.nextRegStep).toBe(step);
    expect((changes.effects ?? []).map((effect) => effect.type)).toEqual(effects);
  });

  it.each([
    ['"...if initialise fails with 412"', 412, undefined, 'next_gen_onboarding'],
    ['"...or ERR_INVALID_STATE"', 409, 'ERR_INVALID_STATE', 'next_gen_onboarding'],
    ['  ...other failures are ordinary failures', 500, 'ERR_INTERNAL', undefined],
  ])('onboarding initialise failure %s', (_line, status, code, step) => {
    expect(afterOnboardingInitializeFailure(status, code)?.user?.nextRegStep).toBe(step);
  });
});
