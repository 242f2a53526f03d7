import { describe, expect, it } from 'vitest';
import { toSnakeKey } from '../../services/contract/casing';
import { answerKey, atComplete, initializeBody } from './question-flow';

const empty = {
  registration: {
    regAccessToken: null,
    jwt: null,
    deviceUuid: null,
    partner: null,
    registrationId: null,
    placeholderToken: null,
    shortcutPlan: null,
  },
  user: {
    role: null,
    urlRole: null,
    dob: null,
    preregisteredUser: null,
    preRegPlanSelection: null,
    registeredUser: null,
  },
};

describe('POST /initialize body (spec section 7)', () => {
  it('is undefined without any token: nothing to start a registration for', () => {
    expect(initializeBody(empty)).toBeUndefined();
  });

  it('a new parent after the code: access token, device as uniqueId and role only', () => {
    const body = initializeBody({
      registration: { ...empty.registration, regAccessToken: 'acc', deviceUuid: 'dev-1' },
      user: { ...empty.user, role: 'parent' },
    });
    expect(body).toEqual({ accessToken: 'acc', uniqueId: 'dev-1', role: 'parent' });
  });

  it('an invited person: pre-registered user id, the invitation token as authToken', () => {
    const body = initializeBody({
      registration: { ...empty.registration, regAccessToken: 'acc', placeholderToken: 'inv' },
      user: {
        ...empty.user,
        role: 'approver',
        preregisteredUser: { id: 'usr_1', role: 'approver' } as never,
      },
    });
    expect(body).toEqual({
      accessToken: 'acc',
      role: 'approver',
      preregisteredUserId: 'usr_1',
      authToken: 'inv',
    });
  });

  it('carries dob, partner, registration id and the plan of the link (shortcut first)', () => {
    const body = initializeBody({
      registration: {
        ...empty.registration,
        regAccessToken: 'acc',
        partner: 'partner-x',
        registrationId: 'r-9',
        shortcutPlan: 'max',
      },
      user: { ...empty.user, urlRole: 'child', dob: '01/02/2010', preRegPlanSelection: 'invest' },
    });
    expect(body).toEqual({
      accessToken: 'acc',
      role: 'child',
      dob: '01/02/2010',
      partnerSource: 'partner-x',
      registrationId: 'r-9',
      plan: 'max',
    });
  });

  it('falls back to the session of a login when no access token is held', () => {
    const body = initializeBody({
      registration: { ...empty.registration, jwt: 'jwt' },
      user: { ...empty.user, registeredUser: { token: 'session' } },
    });
    expect(body?.accessToken).toBe('session');
  });
});

it("'complete' among the questions means the registration can be completed", () => {
  expect(atComplete([{ name: 'complete' }])).toBe(true);
  expect(atComplete([{ name: 'set_plan' }])).toBe(false);
});

it.each([
  ['set_user_email', 'setUserEmail'],
  ['set_user_password_and_confirm', 'setUserPasswordAndConfirm'],
  ['add_child_info', 'addChildInfo'],
  ['invite_parent', 'inviteParent'],
  ['kba_1', 'kba_1'],
])('the answer to %s is keyed %s', (name, key) => {
  expect(answerKey(name)).toBe(key);
  // The body goes out in snake_case: the key must come back to the question's name.
  expect(toSnakeKey(answerKey(name))).toBe(name);
});
