import { describe, expect, it } from 'vitest';
import { afterProveRedirectResult, usesMobileAuth } from './mobile-auth';

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
    const parent = { proveMobileAuth: true, needsAccessRequest: true, proveMobileAuthState: null };
    expect(usesMobileAuth({ ...parent, codeAsked: false })).toBe(true);
    expect(usesMobileAuth({ ...parent, codeAsked: true })).toBe(false);
    expect(usesMobileAuth({ ...parent, proveMobileAuth: false, codeAsked: false })).toBe(false);
    expect(usesMobileAuth({ ...parent, needsAccessRequest: false, codeAsked: false })).toBe(false);
    // Back from the redirect, before the toggles have loaded again: the state keeps the page.
    expect(
      usesMobileAuth({
        proveMobileAuth: false,
        needsAccessRequest: false,
        proveMobileAuthState: 'success',
        codeAsked: false,
      }),
    ).toBe(true);
  });
});
