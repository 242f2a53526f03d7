import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreState } from '../actions/restore-state';
import { resetState } from '../actions/start-over';
import { formState } from './form-state';
import { createMemoryStorage, type StorageLike } from './memory-storage';
import {
  clearStoredState,
  isCompleted,
  markCompleted,
  persistState,
  STATE_KEY,
  saveState,
  storedPhoneNumber,
} from './persistence';
import { registrationState } from './registration-state';
import { userState } from './user-state';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let storage: StorageLike;
beforeEach(() => {
  storage = createMemoryStorage();
  resetState();
});

describe('session-storage persistence ("a reload resumes the same step")', () => {
  it('saves on change and restores the step, the flow and the tokens that resume it', async () => {
    const stop = persistState(storage);
    userState.nextRegStep = 'set_plan';
    userState.phoneNumber = '+15555550100';
    registrationState.flowId = 'parent_flow_6';
    registrationState.registrationToken = 'reg-token';
    registrationState.questions = [{ name: 'set_plan' }];
    registrationState.layoutType = 'compact';
    await tick();
    stop();

    resetState();
    expect(restoreState(storage)).toBe(true);
    expect(userState.nextRegStep).toBe('set_plan');
    expect(userState.phoneNumber).toBe('+15555550100');
    expect(registrationState.flowId).toBe('parent_flow_6');
    expect(registrationState.registrationToken).toBe('reg-token');
    expect(registrationState.questions).toEqual([{ name: 'set_plan' }]);
    expect(registrationState.layoutType).toBe('compact');
  });

  it('saves once for a tick that changes the registration, the user and a form', async () => {
    const setItem = vi.spyOn(storage, 'setItem');
    const stop = persistState(storage);
    registrationState.flowId = 'parent_flow_6';
    userState.nextRegStep = 'register';
    formState.drafts.phone = { values: { phoneNumber: '5555550100' } };
    await tick();
    expect(setItem).toHaveBeenCalledTimes(1);
    const saved = JSON.parse(storage.getItem(STATE_KEY) ?? '{}');
    expect(saved.registration.flowId).toBe('parent_flow_6');
    expect(saved.user.nextRegStep).toBe('register');

    userState.nextRegStep = 'set_plan';
    await tick();
    expect(setItem).toHaveBeenCalledTimes(2);
    stop();
    userState.nextRegStep = 'complete';
    await tick();
    expect(setItem).toHaveBeenCalledTimes(2);
    delete formState.drafts.phone;
  });

  it('keeps out transient state and short-lived secrets', () => {
    registrationState.error = 'boom';
    registrationState.loading = true;
    registrationState.plaidLinkToken = 'link';
    registrationState.braintreeAccessToken = 'bt';
    registrationState.ltaRedirectParams = {
      role: 'parent',
      legacyAccessToken: 'legacy',
      phoneNumber: null,
      appOs: null,
      appVersion: null,
    };
    saveState(storage);
    const raw = storage.getItem(STATE_KEY) ?? '';
    expect(raw).not.toMatch(/boom|"link"|"bt"|legacy/);
    resetState();
    restoreState(storage);
    expect(registrationState.error).toBeNull();
    expect(registrationState.loading).toBe(false);
  });

  it('ignores stored values of the wrong kind, a broken snapshot and another version', () => {
    storage.setItem(
      STATE_KEY,
      JSON.stringify({
        version: 1,
        registration: { layoutType: 'huge', needsVerification: 'yes', flowId: 'parent_flow_11' },
        user: { nextRegStep: 'nowhere', role: 'admin', dob: '01/02/2010' },
      }),
    );
    expect(restoreState(storage)).toBe(true);
    expect(registrationState.layoutType).toBe('default');
    expect(registrationState.needsVerification).toBe(false);
    expect(registrationState.flowId).toBe('parent_flow_11');
    expect(userState.nextRegStep).toBeNull();
    expect(userState.role).toBeNull();
    expect(userState.dob).toBe('01/02/2010');

    storage.setItem(STATE_KEY, '{not json');
    expect(restoreState(storage)).toBe(false);
    storage.setItem(STATE_KEY, JSON.stringify({ version: 99, registration: {}, user: {} }));
    expect(restoreState(storage)).toBe(false);
    storage.removeItem(STATE_KEY);
    expect(restoreState(storage)).toBe(false);
  });

  it('reports a storage failure and carries on', () => {
    const failing: StorageLike = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const onError = vi.fn();
    expect(() => saveState(failing, onError)).not.toThrow();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('stored phone, completed flag and clearing', () => {
  it('reads the stored phone number for the failed-user-load redirect', () => {
    expect(storedPhoneNumber(storage)).toBeNull();
    userState.phoneNumber = '+15555550100';
    saveState(storage);
    expect(storedPhoneNumber(storage)).toBe('+15555550100');
  });

  it('"Step complete sets a session-storage completed flag"', () => {
    expect(isCompleted(storage)).toBe(false);
    markCompleted(storage);
    expect(isCompleted(storage)).toBe(true);
  });

  it('clears everything', () => {
    saveState(storage);
    markCompleted(storage);
    clearStoredState(storage);
    expect(storage.getItem(STATE_KEY)).toBeNull();
    expect(isCompleted(storage)).toBe(false);
  });
});
