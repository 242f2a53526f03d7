import { describe, expect, it } from 'vitest';
import {
  afterDebitVerificationSkipped,
  afterDebitVerified,
  afterEmailVerification,
  afterProveEvent,
} from './verification';

describe('mobile-number authentication (spec section 4)', () => {
  it.each([
    [
      '"Redirect requested gives initial-redirect"',
      { type: 'redirectRequested' },
      { proveMobileAuthState: 'initial-redirect' },
    ],
    [
      '"URI received gives pending."',
      { type: 'uriReceived', uri: 'https://prove/x' },
      { proveMobileAuthState: 'pending', proveRedirectUri: 'https://prove/x' },
    ],
    [
      '"A redirect result with status failed gives failure."',
      { type: 'redirectResult', status: 'failed' },
      { proveMobileAuthState: 'failure' },
    ],
    [
      '"A final target gives success and clears the access-request need."',
      { type: 'finalTarget' },
      { proveMobileAuthState: 'success', needsAccessRequest: false },
    ],
    [
      '"Invalidation gives invalidated: the token is cleared and an access request is needed again."',
      { type: 'invalidated' },
      { proveMobileAuthState: 'invalidated', regAccessToken: null, needsAccessRequest: true },
    ],
  ] as const)('%s', (_line, event, registration) => {
    expect(afterProveEvent(event).registration).toEqual(registration);
  });

  it('a redirect result that did not fail changes nothing by itself', () => {
    expect(afterProveEvent({ type: 'redirectResult', status: 'success' })).toEqual({});
  });
});

describe('email verification', () => {
  it('"success gives verified; failure gives unverified"', () => {
    expect(afterEmailVerification(true).registration?.emailVerificationStatus).toBe('verified');
    expect(afterEmailVerification(false).registration?.emailVerificationStatus).toBe('unverified');
  });
});

describe('debit verification', () => {
  it('"Success clears needsVerification."', () => {
    expect(afterDebitVerified().registration?.needsVerification).toBe(false);
  });

  it('"Choosing later leaves needsVerification set and sets skippedVerification."', () => {
    const changes = afterDebitVerificationSkipped();
    expect(changes.registration).toEqual({ skippedVerification: true });
    expect(changes.registration).not.toHaveProperty('needsVerification');
  });
});
