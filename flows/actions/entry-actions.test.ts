import { beforeEach, describe, expect, it } from 'vitest';
import { registrationState } from '../model/registration-state';
import { forgetResetLink, heldResetLink } from '../model/reset-link';
import { userState } from '../model/user-state';
import { embeddedEntry } from '../rules/embedded';
import {
  enterFrom,
  openLtaRedirect,
  openResetPassword,
  prefillPhoneNumber,
  setLayoutType,
} from './entry-actions';
import { resetState } from './start-over';

beforeEach(() => {
  resetState();
  forgetResetLink();
});

describe('entry actions', () => {
  it('takes the native apps entry: compact, with the OS and version', () => {
    enterFrom(embeddedEntry(new URLSearchParams('appOs=android&appVersion=9.1')));
    expect(registrationState).toMatchObject({
      layoutType: 'compact',
      embeddedWebreg: true,
      appOs: 'android',
      appVersion: '9.1',
    });
  });

  it('leaves the embedded fields alone on a browser entry', () => {
    registrationState.appOs = 'ios';
    enterFrom(embeddedEntry(new URLSearchParams('layoutType=compact')));
    expect(registrationState).toMatchObject({ layoutType: 'compact', embeddedWebreg: false });
    expect(registrationState.appOs).toBe('ios');
    setLayoutType('default');
    expect(registrationState.layoutType).toBe('default');
  });

  it('prefills the phone step', () => {
    prefillPhoneNumber('(555) 555-0100');
    expect(userState.tempPhoneNumber).toBe('(555) 555-0100');
  });

  it('opens the reset page with the link in memory, not in state', () => {
    registrationState.error = 'old';
    const link = { type: 'parent', uid: 'u1', token: 't1' };
    openResetPassword(link);
    expect(heldResetLink()).toEqual(link);
    expect(registrationState.error).toBeNull();
    expect(userState.nextRegStep).toBe('reset_password');
    expect(JSON.stringify([registrationState, userState])).not.toContain('t1');
  });

  it('opens the reset page without a link after a reload', () => {
    openResetPassword(null);
    expect(heldResetLink()).toBeNull();
    expect(userState.nextRegStep).toBe('reset_password');
  });

  it('hands a legacy entry to the next-gen onboarding', () => {
    const params = {
      role: 'parent' as const,
      legacyAccessToken: 'legacy',
      phoneNumber: '5555550100',
      appOs: null,
      appVersion: null,
    };
    openLtaRedirect(params);
    expect(registrationState).toMatchObject({
      ltaRedirectParams: params,
      shouldRedirectToLta: true,
    });
    expect(userState).toMatchObject({
      phoneNumber: '5555550100',
      urlRole: 'parent',
      nextRegStep: 'next_gen_onboarding',
    });
  });
});
