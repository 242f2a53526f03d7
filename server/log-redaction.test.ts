import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../vocabulary/magic-values';
import { startTestServer, type TestServer } from './tests/support/test-server';

// Values of spec section 3's sensitive fields sent during a busy session.
const secrets = {
  password: 'Maple-Harbor-Lantern-Secret',
  email: 'secret.parent@example.com',
  phone: '+15555556123',
  firstName: 'Zebulon',
  ssn: '123450001',
  account: '000987654321',
};

describe('server logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hold no sensitive value, reset token or PIN from a whole session, errors included', async () => {
    const phone = { phoneNumber: secrets.phone, deviceUuid: 'd' };
    await server.request('POST', '/api/v1/phone-check', phone);
    await server.request('POST', '/api/v1/phone-verification/access-request', phone);
    const [sms] = await server.outbox(secrets.phone);
    const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
      ...phone,
      confirmCode: sms!.data.code,
    });
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.body.accessToken,
    });
    let token = init.body.registrationToken as string;
    const answer = async (answers: Record<string, unknown>) => {
      const response = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers },
        { authorization: `Bearer ${token}` },
      );
      token = response.body.registrationToken;
    };
    await answer({ set_user_email: secrets.email });
    await answer({
      set_user_password_and_confirm: {
        password: secrets.password,
        confirm_password: secrets.password,
      },
    });
    await answer({ set_legal_first_name: secrets.firstName, set_legal_last_name: 'Q' });
    await server.request('POST', '/api/v1/auth', {
      phoneNumber: secrets.phone,
      password: `${secrets.password}x`,
    });
    await server.request('POST', '/api/v1/auth/forgot', { email: SEEDED.completeParent.email });
    const [email] = await server.outbox(SEEDED.completeParent.email);
    await server.request(
      'GET',
      `/reset-password/parent/${email!.data.userId}/${email!.data.token}`,
    );
    await server.request('GET', `/api/v1/user/u1/pre-registered?token=${email!.data.token}`);
    await server.request(
      'POST',
      '/api/v1/phone-check',
      `{"phoneNumber":"${secrets.phone}", "password":"${secrets.password}"`,
    );
    // An unexpected failure whose message carries sensitive values must be logged redacted.
    server.logger.error(new Error(`boom for ${secrets.email}`), 'unexpected');

    const output = server.logs.join('\n');
    expect(server.logs.length).toBeGreaterThan(10);
    for (const value of [
      ...Object.values(secrets),
      sms!.data.code!,
      email!.data.token!,
      confirmed.body.accessToken,
    ]) {
      expect(output).not.toContain(value);
    }
    for (const line of server.logs) expect(() => JSON.parse(line)).not.toThrow();
  });
});
