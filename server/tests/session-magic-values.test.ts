import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { startTestServer, type TestServer } from './support/test-server';

const device = { deviceUuid: 'device-session-test' };

/** The magic values of the session journeys: expiry on demand, forgot / reset, invalidated. */
describe('session magic values over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const confirm = async (phoneNumber: string) => {
    await server.request('POST', '/api/v1/phone-verification/access-request', {
      phoneNumber,
      ...device,
    });
    const [sms] = await server.outbox(phoneNumber);
    return server.request('PUT', '/api/v1/phone-verification/confirm', {
      phoneNumber,
      ...device,
      confirmCode: sms!.data.code,
    });
  };

  it.each([SEEDED.expiringSession.phoneNumber, SEEDED.expiringSessionInApp.phoneNumber])(
    'the expiring-session number %s gets an expired token: initialise answers 401 "Your session has expired"',
    async (phoneNumber) => {
      const confirmed = await confirm(phoneNumber);
      expect(confirmed.status).toBe(200);
      const init = await server.request('POST', '/api/v1/registration/initialize', {
        access_token: confirmed.body.accessToken,
      });
      expect(init.status).toBe(401);
      expect(init.body.message).toBe('Your session has expired. Please log in again.');
    },
  );

  it('the forgetful parent gets a reset link by email, and the new password logs in', async () => {
    const { email, phoneNumber } = SEEDED.forgetfulParent;
    expect((await server.request('POST', '/api/v1/auth/forgot', { email })).status).toBe(200);
    const [mail] = await server.outbox(email);
    const { userId, token } = mail!.data;
    const reset = await server.request('POST', `/api/v1/auth/${userId}/reset`, {
      token,
      new_password: 'Lantern-Quarry-Meadow-7',
      verify_password: 'Lantern-Quarry-Meadow-7',
    });
    expect(reset.status).toBe(200);
    const login = await server.request('POST', '/api/v1/auth', {
      phone_number: phoneNumber,
      password: 'Lantern-Quarry-Meadow-7',
    });
    expect(login.status).toBe(200);
    expect(login.body.user.children).toEqual([]);
  });

  it('the identity-service reset refuses a weak password with 422 (the client stays), a used link with 410', async () => {
    const { email } = SEEDED.forgetfulParent;
    await server.request('POST', '/api/v1/auth/forgot', { email });
    const [mail] = await server.outbox(email);
    const url = mail!.data.link;
    const weak = await server.request('POST', '/api/v1/identity/reset-password', {
      url,
      password: 'password',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('ERR_INVALID_PASSWORD');
    const strong = { url, password: 'Meadow-Lantern-Quarry-9' };
    expect((await server.request('POST', '/api/v1/identity/reset-password', strong)).status).toBe(
      200,
    );
    expect((await server.request('POST', '/api/v1/identity/reset-password', strong)).status).toBe(
      410,
    );
  });

  it('the invalidated parent: phone check invalidated, then a confirmed code leads to login', async () => {
    const { phoneNumber, password } = SEEDED.invalidatedParent;
    const check = await server.request('POST', '/api/v1/phone-check', { phoneNumber });
    expect(check.body).toEqual({ action: 'invalidated', role: 'parent' });
    expect((await confirm(phoneNumber)).body.action).toBe('login');
    const login = await server.request('POST', '/api/v1/auth', {
      phone_number: phoneNumber,
      password,
    });
    expect(login.body.nextRegisterStep).toBe('complete');
  });
});
