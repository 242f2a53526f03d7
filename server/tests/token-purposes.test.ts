import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextPhone,
  parentAt,
  parentUpTo,
  startParentRegistration,
  TEST_PASSWORD,
} from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every call a registration, access or session token opens, with the token in its place. */
function tokenCalls(server: TestServer, token: string) {
  return {
    initialize: () =>
      server.request('POST', '/api/v1/registration/initialize', { access_token: token }),
    answers: () => server.request('GET', '/api/v1/registration/answers', undefined, bearer(token)),
    answer: () =>
      server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers: { set_legal_first_name: 'Mallory' } },
        bearer(token),
      ),
    complete: () =>
      server.request('POST', '/api/v1/registration/complete', undefined, bearer(token)),
    resolveError: () =>
      server.request(
        'PUT',
        '/api/v1/registration/resolve-error?error_id=x',
        undefined,
        bearer(token),
      ),
    query: () =>
      server.request(
        'GET',
        '/api/v1/registration/query?actionType=get_user',
        undefined,
        bearer(token),
      ),
    queryWithParams: () =>
      server.request(
        'POST',
        '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
        { params: { platform: 'web' } },
        bearer(token),
      ),
    user: () => server.request('GET', '/api/v1/user', undefined, bearer(token)),
    pricingPlan: () => server.request('GET', '/v2/family/pricing-plan', undefined, bearer(token)),
    acceptTerms: () =>
      server.request(
        'POST',
        '/v2/invest/accept-terms-and-conditions?deviceId=d',
        undefined,
        bearer(token),
      ),
    microDeposits: () =>
      server.request(
        'POST',
        '/api/v1/micro-deposit-discovery',
        { funding_account_id: 'fa_x', funding_type: 'checking' },
        bearer(token),
      ),
  };
}

async function statusesOf(calls: ReturnType<typeof tokenCalls>) {
  const statuses: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) statuses[name] = (await call()).status;
  return statuses;
}

describe('every token has one purpose', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a Plaid link token (prefix stripped) on every registration and session call', async () => {
    const registering = await parentAt(server, 'funding');
    const link = await server.request(
      'POST',
      '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
      { params: { platform: 'web' } },
      bearer(registering.token()),
    );
    expect(link.status).toBe(200);
    const linkToken = (link.body.plaidLinkToken as string).replace(/^link-sandbox-/, '');
    const statuses = await statusesOf(tokenCalls(server, linkToken));
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((name) => [name, 401])));
    // The registration itself is untouched: no name was written through the link token.
    const answers = await server.request(
      'GET',
      '/api/v1/registration/answers',
      undefined,
      bearer(registering.token()),
    );
    expect(answers.body.prefilled.set_legal_first_name).toBe('Pat');
  });

  it('lets an email-verification token open nothing but email verification', async () => {
    const registering = await startParentRegistration(server);
    const email = `${registering.phoneNumber.slice(1)}@example.com`;
    await registering.answer({ set_user_email: email });
    await registering.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    const [mail] = await server.outbox(email);
    const { token, userId, link } = mail!.data as Record<string, string>;
    const preRegistered = await server.request(
      'GET',
      `/api/v1/user/${userId}/pre-registered?token=${token}`,
    );
    expect(preRegistered.status).toBe(404);
    expect(preRegistered.body).toEqual({
      code: 'ERR_INVALID_PLACEHOLDER_TOKEN',
      message: 'This invitation is not valid.',
    });
    const statuses = await statusesOf(tokenCalls(server, token!));
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((name) => [name, 401])));
    const verified = await server.request('POST', '/api/v1/verify-email', {
      tokenized_link: link,
      user_id: userId,
    });
    expect(verified.body).toEqual({ emailVerificationStatus: 'verified' });
  });

  it('answers an invitation check with the id, role, next step and the number it was texted to only', async () => {
    const { answer } = await parentUpTo(server, 'add_child_info');
    const childPhone = nextPhone();
    await answer({
      add_child_info: [{ first_name: 'Kit', dob: '01/02/2012', phone_number: childPhone }],
    });
    const [sms] = await server.outbox(childPhone);
    const { token, userId } = sms!.data as Record<string, string>;
    const check = await server.request(
      'GET',
      `/api/v1/user/${userId}/pre-registered?token=${token}`,
    );
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      // The holder of the link got it by text at this number: the phone step shows it.
      user: { id: userId, role: 'child', nextRegisterStep: 'register', phoneNumber: childPhone },
      role: 'child',
      nextRegisterStep: 'register',
    });
  });
});
