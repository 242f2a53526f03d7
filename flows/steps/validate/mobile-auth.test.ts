import { describe, expect, it } from 'vitest';
import { afterProveRedirectResult, validatePage } from './mobile-auth';

describe('mobile-number authentication (spec section 4)', () => {
  it('a final target gives success and clears the access-request need; failed gives failure', () => {
    expect(afterProveRedirectResult('pending', 'success')?.registration).toEqual({
      proveMobileAuthState: 'success',
      proveRedirectUri: null,
      needsAccessRequest: false,
    });
    expect(afterProveRedirectResult('pending', 'failed')?.registration).toMatchObject({
      proveMobileAuthState: 'failure',
    });
  });

  it('only a confirmation under way takes a result: an old or forged link changes nothing', () => {
    expect(afterProveRedirectResult(null, 'success')).toBeUndefined();
    expect(afterProveRedirectResult('failure', 'success')).toBeUndefined();
    expect(afterProveRedirectResult('pending', null)).toBeUndefined();
  });

  it('the carrier is asked where an access request is needed, until a code is asked for', () => {
    const parent = { needsAccessRequest: true, proveMobileAuthState: null, pinDelivery: null };
    const carrierOn = { toggles: { proveMobileAuth: true }, loaded: true };
    const carrierOff = { toggles: { proveMobileAuth: false }, loaded: true };
    expect(validatePage(parent, carrierOn)).toBe('carrier');
    expect(validatePage({ ...parent, pinDelivery: { status: 'sent' } }, carrierOn)).toBe('code');
    expect(validatePage(parent, carrierOff)).toBe('code');
    expect(validatePage({ ...parent, needsAccessRequest: false }, carrierOn)).toBe('code');
    // Back from the redirect, before the toggles have loaded again: the state keeps the page.
    const notYet = { toggles: { proveMobileAuth: false }, loaded: false };
    expect(
      validatePage(
        { ...parent, needsAccessRequest: false, proveMobileAuthState: 'success' },
        notYet,
      ),
    ).toBe('carrier');
  });

  it('a reload waits for the toggles before either page opens, where the carrier may be asked', () => {
    const notYet = { toggles: { proveMobileAuth: false }, loaded: false };
    const parent = { needsAccessRequest: true, proveMobileAuthState: null, pinDelivery: null };
    expect(validatePage(parent, notYet)).toBe('waiting');
    // A code already asked for, or no access request to make: the code page at once.
    expect(validatePage({ ...parent, pinDelivery: { status: 'sending' } }, notYet)).toBe('code');
    expect(validatePage({ ...parent, needsAccessRequest: false }, notYet)).toBe('code');
  });
});
