import { describe, expect, it } from 'vitest';
import { afterAccessRequest, afterConfirmCode } from './rule';

describe('access request (spec section 4)', () => {
  it('"success stores the access token and the next step from the action"', () => {
    expect(afterAccessRequest({ token: 'access-1', action: 'validate' })).toEqual({
      registration: { regAccessToken: 'access-1' },
      user: { nextRegStep: 'validate' },
    });
  });
});

describe('confirm code (spec section 4)', () => {
  it.each([
    [
      '"The next step is the action"',
      { token: 't', action: 'register' },
      { step: 'register', role: undefined },
    ],
    [
      '"...except for an invited child, where it is that child\'s nextRegisterStep"',
      {
        token: 't',
        action: 'validate',
        preregisteredUser: {
          id: 'c1',
          role: 'child' as const,
          nextRegisterStep: 'set_user_password',
        },
      },
      { step: 'validate', role: 'child' },
    ],
    [
      '  ...an invited child with a known step continues there',
      {
        token: 't',
        action: 'validate',
        preregisteredUser: { id: 'c1', role: 'child' as const, nextRegisterStep: 'set_plan' },
      },
      { step: 'set_plan', role: 'child' },
    ],
    [
      '  ...an invited parent follows the action (section 6: role from the pre-registered user)',
      {
        token: 't',
        action: 'register',
        preregisteredUser: { id: 'p1', role: 'parent' as const, nextRegisterStep: 'set_plan' },
      },
      { step: 'register', role: 'parent' },
    ],
  ])('%s', (_line, result, expected) => {
    const changes = afterConfirmCode(result);
    expect(changes.registration?.regAccessToken).toBe('t');
    expect(changes.user?.nextRegStep).toBe(expected.step);
    expect(changes.user?.role).toBe(expected.role);
    expect(changes.user?.preregisteredUser).toEqual(
      'preregisteredUser' in result ? result.preregisteredUser : null,
    );
  });

  it('with promo code verification on, a person not invited is asked for a promo code first', () => {
    const on = { promoCodeVerification: true };
    expect(afterConfirmCode({ token: 't', action: 'register' }, on).user?.nextRegStep).toBe(
      'promo_code',
    );
    const invited = {
      token: 't',
      action: 'register',
      preregisteredUser: { id: 'p1', role: 'parent' as const, nextRegisterStep: 'set_plan' },
    };
    expect(afterConfirmCode(invited, on).user?.nextRegStep).toBe('register');
    expect(afterConfirmCode({ token: 't', action: 'login' }, on).user?.nextRegStep).toBe('login');
  });

  it('"success stores the token and the preregistered user" and marks who invited whom', () => {
    const child = afterConfirmCode({
      token: 't',
      action: 'x',
      preregisteredUser: { id: 'c', role: 'child', nextRegisterStep: 'set_plan' },
    });
    expect(child.user).toMatchObject({
      isChildInvitedByParent: true,
      isParentInvitedByChild: false,
    });
    const parent = afterConfirmCode({
      token: 't',
      action: 'register',
      preregisteredUser: { id: 'p', role: 'parent' },
    });
    expect(parent.user).toMatchObject({
      isChildInvitedByParent: false,
      isParentInvitedByChild: true,
    });
  });
});
