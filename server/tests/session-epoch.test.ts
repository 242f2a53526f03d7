import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { parentAt, startParentRegistration, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabaseKinds)('sessions and password resets on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const user = (token: string) => server.request('GET', '/api/v1/user', undefined, bearer(token));
  const login = (phoneNumber: string, password: string) =>
    server.request('POST', '/api/v1/auth', { phoneNumber, password });
  const resetLink = async (email: string) => {
    await server.request('POST', '/api/v1/auth/forgot', { email });
    const [mail] = await server.outbox(email);
    return mail!.data as { link: string; token: string; userId: string };
  };

  it('refuses every session and registration token issued before a reset', async () => {
    const registering = await startParentRegistration(server);
    const email = `${registering.phoneNumber.slice(1)}@example.com`;
    await registering.answer({ set_user_email: email });
    const created = await registering.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    const fromSignUp = [created.userJWT as string, created.extras[0].token as string];
    const fromLogin = (await login(registering.phoneNumber, TEST_PASSWORD)).body.token as string;
    const before = [...fromSignUp, fromLogin];
    for (const token of before) expect((await user(token)).status).toBe(200);

    const { token, userId } = await resetLink(email);
    const newPassword = 'Quarry-Lantern-Meadow-4';
    const reset = await server.request('POST', `/api/v1/auth/${userId}/reset`, {
      token,
      new_password: newPassword,
      verify_password: newPassword,
    });
    expect(reset.status).toBe(200);

    for (const stale of before) {
      const answer = await user(stale);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 'ERR_UNAUTHORIZED',
        message: 'Your session has expired. Please log in again.',
      });
      const plan = await server.request('GET', '/v2/family/pricing-plan', undefined, bearer(stale));
      expect(plan.status).toBe(401);
      const init = await server.request('POST', '/api/v1/registration/initialize', {
        access_token: stale,
      });
      expect(init.status).toBe(401);
    }
    const resumed = await server.request(
      'GET',
      '/api/v1/registration/answers',
      undefined,
      bearer(registering.token()),
    );
    expect(resumed.status).toBe(401);

    // A new login works, and the identity service's reset ends that session in turn.
    const fresh = (await login(registering.phoneNumber, newPassword)).body.token as string;
    expect((await user(fresh)).status).toBe(200);
    const { link } = await resetLink(email);
    const byLink = await server.request('POST', '/api/v1/identity/reset-password', {
      url: link,
      password: 'Meadow-Quarry-Lantern-5',
    });
    expect(byLink.status).toBe(200);
    expect((await user(fresh)).status).toBe(401);
  });

  it('mints tokens on resume while the registration is open, and none after completion', async () => {
    const registering = await parentAt(server, 'funding');
    const answers = () =>
      server.request('GET', '/api/v1/registration/answers', undefined, bearer(registering.token()));
    const open = await answers();
    expect(open.body.userJWT).toEqual(expect.any(String));
    expect((await user(open.body.userJWT)).status).toBe(200);

    await registering.answer({
      set_funding_account: { type: 'debit', payment_method_nonce: 'sandbox-debit-approve-nonce' },
    });
    await registering.answer({ set_initial_funding_amount: 25 });
    const done = await server.request(
      'POST',
      '/api/v1/registration/complete',
      undefined,
      bearer(registering.token()),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ userJWT: null, registrationToken: null });
    // The token the client holds still resumes (reload after completion), but renews nothing.
    const afterwards = await answers();
    expect(afterwards.status).toBe(200);
    expect(afterwards.body).toMatchObject({ userJWT: null, registrationToken: null });
    const again = await server.request(
      'POST',
      '/api/v1/registration/complete',
      undefined,
      bearer(registering.token()),
    );
    expect(again.body.userJWT ?? null).toBeNull();
    expect(again.body.registrationToken ?? null).toBeNull();
  });
});
