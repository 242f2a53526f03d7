import { describe, expect, it } from 'vitest';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { createLinkActions } from './link-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();

describe('invitation links', () => {
  it.each([
    ['the invited user stays', { body: { user: { id: 'u1' } } }, true],
    ['another user id bounces', { body: { user: { id: 'u2' } } }, false],
    ['a failed check bounces', { status: 404, body: {} }, false],
  ])('%s', async (_case, reply, kept) => {
    replyByPath(ctx.server, { 'GET /api/v1/user/u1/pre-registered': reply });
    const deps = testDeps(ctx.server);
    expect(await createLinkActions(deps).validatePlaceholder('u1', 'tok')).toBe(kept);
    expect(ctx.server.requests[0]?.query).toEqual({ token: 'tok' });
    expect(deps.redirect.mock.calls.length > 0).toBe(!kept);
  });

  it('shows the number the invitation was texted to on the phone step, unless one was typed', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/user/u1/pre-registered': {
        body: { user: { id: 'u1', phoneNumber: '+15555550184' } },
      },
    });
    const actions = createLinkActions(testDeps(ctx.server));
    userState.phoneNumber = null;
    userState.tempPhoneNumber = null;
    await actions.validatePlaceholder('u1', 'tok');
    expect(userState.tempPhoneNumber).toBe('(555) 555-0184');
    userState.tempPhoneNumber = '(555) 555-0199';
    await actions.validatePlaceholder('u1', 'tok');
    expect(userState.tempPhoneNumber).toBe('(555) 555-0199');
  });
});

describe('reset links', () => {
  it('an invalid reset token shows the error and redirects', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/identity/validate-reset-password-token': {
        status: 410,
        body: { message: 'This reset link is invalid or has expired.' },
      },
    });
    const deps = testDeps(ctx.server);
    expect(
      await createLinkActions(deps).validateResetLink('https://x/reset-password/parent/u1/t'),
    ).toBe(false);
    expect(registrationState.error).toBe('This reset link is invalid or has expired.');
    expect(deps.redirect).toHaveBeenCalledWith('/');
  });

  it('a valid link stays', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/identity/validate-reset-password-token': { body: { valid: true } },
    });
    expect(await createLinkActions(testDeps(ctx.server)).validateResetLink('https://x')).toBe(true);
  });

  it.each([
    ['redirects on failure', 500, true],
    ['stays with the error on 422', 422, false],
  ])('lta-reset-password %s', async (_case, status, redirects) => {
    replyByPath(ctx.server, {
      'POST /api/v1/identity/reset-password': {
        status,
        body: { message: 'Passwords must match.' },
      },
    });
    const deps = testDeps(ctx.server);
    expect(await createLinkActions(deps).resetPasswordByLink('https://x', 'pw')).toBe(false);
    expect(deps.redirect.mock.calls.length > 0).toBe(redirects);
    if (!redirects) expect(registrationState.error).toBe('Passwords must match.');
  });

  it('a successful reset goes to login and sends device_id as written', async () => {
    registrationState.deviceUuid = 'd1';
    userState.phoneNumber = '+15555550170';
    expect(
      await createLinkActions(testDeps(ctx.server)).resetPasswordByLink('https://x', 'pw'),
    ).toBe(true);
    expect(userState.nextRegStep).toBe('login');
    expect(ctx.server.requests[0]?.body).toEqual({
      url: 'https://x',
      password: 'pw',
      device_id: 'd1',
    });
  });
});
