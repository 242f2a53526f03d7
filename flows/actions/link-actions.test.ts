import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrationState, resetRegistrationState } from '../model/registration-state';
import { resetUserState, userState } from '../model/user-state';
import { startTestServer, type TestServer } from '../services/test-http-server';
import { createLinkActions } from './link-actions';
import { replyByPath, testDeps } from './test-deps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setReply(() => ({ body: {} }));
  resetRegistrationState();
  resetUserState();
});

describe('mobile-number authentication', () => {
  it('goes initial-redirect -> pending with the URI, leaves for it, and ends in success or failure', async () => {
    replyByPath(server, {
      'GET /api/prove-redirect-uri': { body: { prove_redirect_uri: 'https://prove.test/start' } },
    });
    const deps = testDeps(server);
    const actions = createLinkActions(deps);
    registrationState.needsAccessRequest = true;
    await actions.startProve('success');
    expect(server.requests[0]?.headers['prove-mock-status']).toBe('success');
    expect(registrationState.proveMobileAuthState).toBe('pending');
    expect(registrationState.proveRedirectUri).toBe('https://prove.test/start');
    expect(deps.redirect).toHaveBeenCalledWith('https://prove.test/start');

    await actions.finishProve('failed');
    expect(registrationState.proveMobileAuthState).toBe('failure');
    await actions.finishProve('success');
    expect(registrationState.proveMobileAuthState).toBe('success');
    expect(registrationState.needsAccessRequest).toBe(false);

    registrationState.regAccessToken = 'acc';
    await actions.invalidateProve();
    expect(registrationState).toMatchObject({
      proveMobileAuthState: 'invalidated',
      regAccessToken: null,
      needsAccessRequest: true,
    });
  });
});

describe('invitation links', () => {
  it.each([
    ['the invited user stays', { body: { user: { id: 'u1' } } }, true],
    ['another user id bounces', { body: { user: { id: 'u2' } } }, false],
    ['a failed check bounces', { status: 404, body: {} }, false],
  ])('%s', async (_case, reply, kept) => {
    replyByPath(server, { 'GET /api/v1/user/u1/pre-registered': reply });
    const deps = testDeps(server);
    expect(await createLinkActions(deps).validatePlaceholder('u1', 'tok')).toBe(kept);
    expect(server.requests[0]?.query).toEqual({ token: 'tok' });
    expect(deps.redirect.mock.calls.length > 0).toBe(!kept);
  });
});

describe('reset links', () => {
  it('an invalid reset token shows the error and redirects', async () => {
    replyByPath(server, {
      'POST /api/v1/identity/validate-reset-password-token': {
        status: 410,
        body: { message: 'This reset link is invalid or has expired.' },
      },
    });
    const deps = testDeps(server);
    expect(
      await createLinkActions(deps).validateResetLink('https://x/reset-password/parent/u1/t'),
    ).toBe(false);
    expect(registrationState.error).toBe('This reset link is invalid or has expired.');
    expect(deps.redirect).toHaveBeenCalledWith('/');
  });

  it('a valid link stays', async () => {
    replyByPath(server, {
      'POST /api/v1/identity/validate-reset-password-token': { body: { valid: true } },
    });
    expect(await createLinkActions(testDeps(server)).validateResetLink('https://x')).toBe(true);
  });

  it.each([
    ['redirects on failure', 500, true],
    ['stays with the error on 422', 422, false],
  ])('lta-reset-password %s', async (_case, status, redirects) => {
    replyByPath(server, {
      'POST /api/v1/identity/reset-password': {
        status,
        body: { message: 'Passwords must match.' },
      },
    });
    const deps = testDeps(server);
    expect(await createLinkActions(deps).resetPasswordByLink('https://x', 'pw')).toBe(false);
    expect(deps.redirect.mock.calls.length > 0).toBe(redirects);
    if (!redirects) expect(registrationState.error).toBe('Passwords must match.');
  });

  it('a successful reset goes to login and sends device_id as written', async () => {
    registrationState.deviceUuid = 'd1';
    userState.phoneNumber = '+15555550170';
    expect(await createLinkActions(testDeps(server)).resetPasswordByLink('https://x', 'pw')).toBe(
      true,
    );
    expect(userState.nextRegStep).toBe('login');
    expect(server.requests[0]?.body).toEqual({ url: 'https://x', password: 'pw', device_id: 'd1' });
  });
});
