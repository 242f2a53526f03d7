import { beforeEach, describe, expect, it } from 'vitest';
import { restoreState } from '../actions/restore-state';
import { resetState } from '../actions/start-over';
import { createMemoryStorage, type StorageLike } from './memory-storage';
import { STATE_KEY, saveState } from './persistence';
import {
  initialRegistrationState,
  type RegistrationState,
  registrationState,
} from './registration-state';
import { initialUserState, type UserState, userState } from './user-state';

/**
 * docs/decisions/013, field by field: a reload resumes the same step with the tokens that
 * resume it, and never brings back a short-lived secret or a stale screen state.
 */
let storage: StorageLike;
beforeEach(() => {
  storage = createMemoryStorage();
  resetState();
});

const reload = () => {
  saveState(storage);
  resetState();
  restoreState(storage);
};

describe('what a reload brings back (decision 013)', () => {
  it.each<[keyof RegistrationState, RegistrationState[keyof RegistrationState]]>([
    ['registrationToken', 'reg-token'],
    ['regAccessToken', 'access-token'],
    ['jwt', 'user-jwt'],
    // The invitation check runs again after a reload, so its token must still be there.
    ['placeholderToken', 'invite-token'],
    ['flowId', 'parent_flow_11'],
    ['groupId', 'g2'],
    ['totalGroupsInFlow', 5],
    ['questions', [{ name: 'set_funding_account' }]],
    ['needsVerification', true],
    ['skippedVerification', true],
    ['promoCode', { code: 'FRIEND', state: 'EARNED' }],
    ['proveMobileAuthState', 'pending'],
    ['embeddedWebreg', true],
    ['appOs', 'ios'],
    ['layoutType', 'compact'],
    ['emailVerificationStatus', 'verified'],
    ['needsAccessRequest', true],
    ['userCompleted', true],
    // Kept for the session from the landing address (onboarding initialise, test headers).
    ['marketingParams', { gclid: 'g-1', utmSource: 'newsletter' }],
    ['testSettings', { testTracer: 'trace-1', proveMockStatus: 'failure' }],
  ])('registration %s', (key, value) => {
    Object.assign(registrationState, { [key]: value });
    reload();
    expect(registrationState[key]).toEqual(value);
  });

  it.each<[keyof UserState, UserState[keyof UserState]]>([
    ['nextRegStep', 'verify_funding'],
    ['phoneNumber', '+15555550100'],
    ['role', 'child'],
    ['urlRole', 'parent'],
    ['preregisteredUser', { id: 'c1', role: 'child', nextRegisterStep: 'register' }],
    ['registeredUser', { token: 'session', user: { id: 'u1' } }],
    ['isChildInvitedByParent', true],
    ['initialLoadAmount', 40],
  ])('user %s', (key, value) => {
    Object.assign(userState, { [key]: value });
    reload();
    expect(userState[key]).toEqual(value);
  });
});

describe('what a reload never brings back (decision 013)', () => {
  it.each<keyof RegistrationState>([
    'plaidLinkToken',
    'braintreeAccessToken',
    'stargatewayKey',
    'proveRedirectUri',
    'error',
    'errorCode',
    'message',
    'achError',
    'achMessage',
    'timeoutError',
    'ipAddress',
  ])('registration %s is not written to session storage', (key) => {
    Object.assign(registrationState, { [key]: 'never-stored-value' });
    reload();
    expect(storage.getItem(STATE_KEY)).not.toContain('never-stored-value');
    expect(registrationState[key]).toEqual(initialRegistrationState()[key]);
  });

  it('the LTA legacy token and loading flags stay in memory only', () => {
    registrationState.loading = true;
    registrationState.shouldRedirectToLta = true;
    registrationState.ltaRedirectParams = {
      role: 'parent',
      legacyAccessToken: 'never-stored-legacy',
      phoneNumber: null,
      appOs: null,
      appVersion: null,
    };
    reload();
    expect(storage.getItem(STATE_KEY)).not.toContain('never-stored-legacy');
    expect(registrationState.loading).toBe(false);
    expect(registrationState.shouldRedirectToLta).toBe(false);
    expect(registrationState.ltaRedirectParams).toBeNull();
  });

  it("the server's email correction is asked for again rather than kept", () => {
    userState.emailCorrection = 'never-stored@example.com';
    reload();
    expect(storage.getItem(STATE_KEY)).not.toContain('never-stored@example.com');
    expect(userState.emailCorrection).toEqual(initialUserState().emailCorrection);
  });
});
