import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { User } from '../model/entities';
import {
  afterInitializeFailure,
  afterLogin,
  afterLoginFailure,
  afterResetPassword,
  afterSessionExpired,
  afterUserLoaded,
  afterUserLoadFailed,
  shouldAutoComplete,
} from './session';

const types = (effects: ReadonlyArray<{ type: string }> | undefined) =>
  (effects ?? []).map((effect) => effect.type);

describe('initialise (spec section 4)', () => {
  it('"a 401 clears the registration token / access token and returns to the phone step"', () => {
    expect(afterInitializeFailure(401)).toEqual({
      registration: { registrationToken: null, regAccessToken: null, loading: false },
      user: { nextRegStep: 'phone' },
    });
    expect(afterInitializeFailure(500)).toBeUndefined();
    expect(afterInitializeFailure(422, 'ERR_INVALID_DOB')).toBeUndefined();
  });

  it('"Under 13 goes to cancel_age" when the server\'s clock says so: no token, date or answer kept', () => {
    const changes = afterInitializeFailure(422, 'ERR_CHILD_AGE');
    expect(changes?.user).toEqual({ dob: null, registeredUser: null, nextRegStep: 'cancel_age' });
    expect(changes?.registration).toEqual({
      registrationToken: null,
      jwt: null,
      prefilledAnswers: {},
      loading: false,
    });
  });

  it.each([
    ['at complete, no errors -> auto-completes', [{ name: 'complete' }], [], [], false, true],
    [
      '"only if no unresolved errors..."',
      [{ name: 'complete' }],
      [],
      [{ code: 'E' }],
      false,
      false,
    ],
    ['"...or errors exist"', [{ name: 'complete' }], [{ code: 'E' }], [], false, false],
    ['completeOnInit asked, no errors', [{ name: 'set_plan' }], [], [], true, true],
    ['not at complete', [{ name: 'set_plan' }], [], [], false, false],
  ])(
    'auto-complete: %s',
    (_line, nextQuestions, errors, unresolvedErrors, completeOnInit, expected) => {
      expect(shouldAutoComplete({ nextQuestions, errors, unresolvedErrors, completeOnInit })).toBe(
        expected,
      );
    },
  );
});

const parent = (children: Array<Partial<User>> = []): User => ({
  id: 'p1',
  role: 'parent',
  children: children.map((child, index) => ({ id: `c${index}`, role: 'child', ...child })),
});

describe('login (spec section 4)', () => {
  const toggles = { newDeactivatedErrorMsg: false, approverPlaceholderComplete: false };

  it('"Step deactivated shows the deactivated error." (newer text behind its toggle)', () => {
    const old = afterLogin({ token: 't', nextRegisterStep: 'deactivated' }, toggles);
    expect(old.registration?.error).toBe(ERROR_MESSAGES.deactivated);
    expect(old.registration?.errorCode).toBe('ERR_DEACTIVATED');
    const newer = afterLogin(
      { token: 't', action: 'deactivated' },
      { newDeactivatedErrorMsg: true, approverPlaceholderComplete: false },
    );
    expect(newer.registration?.error).toBe(ERROR_MESSAGES.deactivatedNew);
  });

  it.each([
    [
      '"A child with step complete becomes complete_child."',
      { id: 'c', role: 'child' },
      'complete',
      'complete_child',
      ['sendBrowserData', 'markCompleted'],
    ],
    [
      '"Step complete sets a session-storage completed flag." (parent with a child awaiting)',
      parent([{ nextRegisterStep: 'set_user_password' }]),
      'complete',
      'complete',
      ['sendBrowserData', 'markCompleted'],
    ],
    [
      '"A parent with no child awaiting completion is redirected to the next-gen onboarding path."',
      parent([{ nextRegisterStep: 'complete_child' }]),
      'complete',
      'next_gen_onboarding',
      ['sendBrowserData', 'markCompleted', 'initializeOnboarding'],
    ],
    [
      '  ...a parent with no children at all too',
      parent(),
      'complete',
      'next_gen_onboarding',
      ['sendBrowserData', 'markCompleted', 'initializeOnboarding'],
    ],
    [
      '  an unfinished registration continues at its step',
      parent(),
      'set_plan',
      'set_plan',
      ['sendBrowserData'],
    ],
  ] as const)('%s', (_line, user, step, expected, effects) => {
    const changes = afterLogin(
      { token: 'session', user: user as User, nextRegisterStep: step },
      toggles,
    );
    expect(changes.user?.nextRegStep).toBe(expected);
    expect(types(changes.effects)).toEqual(effects);
  });

  it('"After login or create_user, browser data is sent." and the session is kept', () => {
    const changes = afterLogin({ token: 'session', user: parent(), action: 'set_plan' }, toggles);
    expect(types(changes.effects)).toContain('sendBrowserData');
    expect(changes.registration?.jwt).toBe('session');
    expect(changes.user?.registeredUser?.token).toBe('session');
  });

  it('"This also holds when user load succeeds with nextRegisterStep complete and role child."', () => {
    const off = { approverPlaceholderComplete: false };
    expect(
      afterUserLoaded({ id: 'c', role: 'child', nextRegisterStep: 'complete' }, off).user
        ?.nextRegStep,
    ).toBe('complete_child');
    expect(
      afterUserLoaded({ id: 'p', role: 'parent', nextRegisterStep: 'complete' }, off).user
        ?.nextRegStep,
    ).toBe('complete');
  });

  it('"An approver with next step complete_placeholder counts as placeholder-complete when a toggle is on."', () => {
    const approver = { id: 'a', role: 'approver', nextRegisterStep: 'complete_placeholder' };
    const on = { newDeactivatedErrorMsg: false, approverPlaceholderComplete: true };
    expect(afterUserLoaded(approver, on).user?.nextRegStep).toBe('complete');
    expect(
      afterLogin({ token: 't', user: approver as User, action: 'complete_placeholder' }, on).user
        ?.nextRegStep,
    ).toBe('complete');
    const off = { ...on, approverPlaceholderComplete: false };
    expect(afterUserLoaded(approver, off).user?.nextRegStep).toBe('complete_placeholder');
    // Only an approver: a teen at complete_placeholder still waits for a parent.
    expect(afterUserLoaded({ ...approver, role: 'child' }, on).user?.nextRegStep).toBe(
      'complete_placeholder',
    );
  });

  it('"After reset-password success the step goes to login." (the phone step when no number is known)', () => {
    // The account's number, as the reset answers it, wins over the tab's.
    expect(afterResetPassword({ phoneNumber: '+15555550170' }, null).user).toEqual({
      phoneNumber: '+15555550170',
      nextRegStep: 'login',
    });
    expect(afterResetPassword({}, '+15555550171').user).toEqual({
      phoneNumber: '+15555550171',
      nextRegStep: 'login',
    });
    expect(afterResetPassword(undefined, null).user).toEqual({ nextRegStep: 'phone' });
  });

  it('ERR_DEACTIVATED on login goes to the deactivated step; other failures stay', () => {
    expect(afterLoginFailure('ERR_DEACTIVATED')?.user?.nextRegStep).toBe('deactivated');
    expect(afterLoginFailure('ERR_UNAUTHORIZED')).toBeUndefined();
    expect(afterLoginFailure(undefined)).toBeUndefined();
  });

  it("the logged-in user's first name is kept for the completion screen", () => {
    const user = { ...parent([{ nextRegisterStep: 'register' }]), firstName: 'Pat' };
    expect(afterLogin({ token: 't', user, action: 'complete' }, toggles).user?.firstName).toBe(
      'Pat',
    );
  });
});

describe('session expiry (spec sections 4 and 8)', () => {
  it('a registration 401 returns to the phone step, tokens cleared, the text "stored as a timeout error"', () => {
    const changes = afterSessionExpired({ embedded: false });
    expect(changes.user?.nextRegStep).toBe('phone');
    expect(changes.registration).toMatchObject({
      registrationToken: null,
      regAccessToken: null,
      jwt: null,
      error: null,
      timeoutError: ERROR_MESSAGES.sessionExpired,
    });
    expect(changes.effects).toBeUndefined();
  });

  it('"Inside a native app, registration can be re-authenticated": registrationReAuth', () => {
    expect(afterSessionExpired({ embedded: true }).effects).toEqual([
      { type: 'native', message: 'registrationReAuth', body: {} },
    ]);
  });
});

describe('failed user load (spec section 2)', () => {
  it('"clears session storage and redirects to the root, carrying the stored phone number"', () => {
    const changes = afterUserLoadFailed({ embedded: false, storedPhoneNumber: '+15555550100' });
    expect(changes.effects).toEqual([
      { type: 'clearSessionStorage' },
      { type: 'redirect', to: '/?phoneNumber=%2B15555550100' },
    ]);
    expect(afterUserLoadFailed({ embedded: false, storedPhoneNumber: null }).effects?.[1]).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('"Embedded app entry starts at the register step."', () => {
    const changes = afterUserLoadFailed({ embedded: true, storedPhoneNumber: null });
    expect(changes.user?.nextRegStep).toBe('register');
    expect(changes.effects).toBeUndefined();
  });
});
