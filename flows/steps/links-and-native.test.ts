import { describe, expect, it } from 'vitest';
import {
  afterInvalidResetToken,
  afterLtaResetPasswordFailure,
  afterPlaceholderValidation,
  nativeReAuth,
} from './links-and-native';

describe('invited users (spec section 4)', () => {
  it.each([
    ['"...bounced when placeholder token validation fails"', { ok: false } as const, true],
    ['"...or returns a different user id"', { ok: true, userId: 'someone-else' } as const, true],
    ['  the invited user themselves stays', { ok: true, userId: 'u1' } as const, false],
  ])('%s', (_line, result, bounced) => {
    const changes = afterPlaceholderValidation('u1', result);
    expect(changes?.effects?.some((effect) => effect.type === 'redirect') ?? false).toBe(bounced);
  });
});

describe('reset links', () => {
  it('"Invalid reset token: error and redirect."', () => {
    const changes = afterInvalidResetToken('This reset link is invalid');
    expect(changes.registration?.error).toBe('This reset link is invalid');
    // In the page, so the error stays on screen, at the step that sends a new link.
    expect(changes.effects).toEqual([{ type: 'redirect', to: '/', inPage: true }]);
    expect(changes.user?.nextRegStep).toBe('forgot_password');
  });

  it.each([
    ['"lta-reset-password failure redirects"', 500, true],
    ['"...unless the status is 422"', 422, false],
  ])('%s', (_line, status, redirects) => {
    const changes = afterLtaResetPasswordFailure(status, 'Passwords must match');
    expect(changes.effects?.[0]?.type === 'redirect').toBe(redirects);
    if (!redirects) expect(changes.registration?.error).toBe('Passwords must match');
  });
});

describe('native app', () => {
  it('"registration can be re-authenticated"', () => {
    expect(nativeReAuth().effects).toEqual([
      { type: 'native', message: 'registrationReAuth', body: {} },
    ]);
  });
});
