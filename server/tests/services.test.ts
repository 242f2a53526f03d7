import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { startTestServer, type TestServer } from './support/test-server';

const password = 'Maple-Harbor-Lantern';

describe('web registration, registration queries and the smaller services', () => {
  let server: TestServer;
  let registrationToken: string;
  let sessionToken: string;
  const auth = () => ({ authorization: `Bearer ${registrationToken}` });
  const answer = async (answers: Record<string, unknown>) => {
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      auth(),
    );
    registrationToken = response.body.registrationToken;
    return response.body;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const phone = { phoneNumber: '+15555558001', deviceUuid: 'd' };
    await server.request('POST', '/api/v1/phone-verification/access-request', phone);
    const [sms] = await server.outbox(phone.phoneNumber);
    const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
      ...phone,
      confirmCode: sms!.data.code,
    });
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.body.accessToken,
    });
    registrationToken = init.body.registrationToken;
    await answer({ set_user_email: 'services@example.com' });
    const created = await answer({
      set_user_password_and_confirm: { password, confirm_password: password },
    });
    sessionToken = created.userJWT;
  });
  afterAll(() => server.close());

  it('verifies the email by the emailed link, still verified when opened again; another token is not', async () => {
    const [email] = await server.outbox('services@example.com');
    const body = { tokenized_link: email!.data.link, user_id: email!.data.userId };
    const ok = await server.request('POST', '/api/v1/verify-email', body);
    expect(ok.body).toEqual({ emailVerificationStatus: 'verified' });
    const again = await server.request('POST', '/api/v1/verify-email', body);
    expect(again.body).toEqual({ emailVerificationStatus: 'verified' });
    const forged = await server.request('POST', '/api/v1/verify-email', {
      ...body,
      tokenized_link: email!.data.link!.replace(
        /verifyEmailToken=[^&]+/,
        'verifyEmailToken=forged',
      ),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.emailVerificationStatus).toBe('unverified');
    const otherUser = await server.request('POST', '/api/v1/verify-email', {
      ...body,
      user_id: 'usr_someone_else',
    });
    expect(otherUser.body.emailVerificationStatus).toBe('unverified');
  });

  it('looks banks up by routing number and checks emails', async () => {
    expect((await server.request('GET', '/api/v1/bank/110000000')).body).toEqual({
      bankName: 'Harbor Sandbox Bank',
      routingNumber: '110000000',
    });
    expect((await server.request('GET', '/api/v1/bank/110000001')).body.code).toBe(
      'ERR_INVALID_ROUTING_NUMBER',
    );
    const unknown = await server.request('GET', '/api/v1/bank/122105155');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ERR_BANK_NOT_FOUND']);
    expect((await server.request('GET', '/api/v1/valid-email?email=pat@gmial.com')).body).toEqual({
      valid: true,
      emailCorrection: 'pat@gmail.com',
    });
    expect((await server.request('GET', '/api/v1/valid-email?email=nope')).status).toBe(400);
  });

  it('answers promo codes as EARNED or REDEEMED and unknown ones 404', async () => {
    expect(
      (await server.request('GET', '/api/v1/registration/verify-code/?code=sandbox-earned')).body,
    ).toMatchObject({ state: 'EARNED' });
    expect(
      (await server.request('GET', '/api/v1/registration/verify-code?code=SANDBOX-REDEEMED')).body,
    ).toMatchObject({ state: 'REDEEMED' });
    expect((await server.request('GET', '/api/v1/registration/verify-code?code=NOPE')).status).toBe(
      404,
    );
  });

  it('answers the registration queries', async () => {
    const user = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_user',
      undefined,
      auth(),
    );
    expect(user.body.user).toMatchObject({ email: 'services@example.com', role: 'parent' });
    const braintree = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_braintree_client_token',
      undefined,
      auth(),
    );
    expect(braintree.body.braintreeAccessToken).toMatch(/^sandbox_/);
    const link = await server.request(
      'POST',
      '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
      { params: { platform: 'web' } },
      auth(),
    );
    expect(link.body.plaidLinkToken).toMatch(/^link-sandbox-/);
    const unknown = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=drop_tables',
      undefined,
      auth(),
    );
    expect(unknown.status).toBe(400);
    const registered = await server.request('POST', '/api/v1/registration/has-registration', {
      phone: '+15555558001',
    });
    expect(registered.body).toEqual({ legacy: true, nextGen: false });
  });

  it('links an instant bank account through the Plaid-like public token', async () => {
    await answer({ set_legal_first_name: 'Val', set_legal_last_name: 'Ent' });
    await answer({
      set_date_of_birth: '03/03/1983',
      set_legal_address: { street: '2 Dock St', city: 'Boston', state: 'MA', zip: '02110' },
    });
    await answer({ set_plan: 'invest' });
    await answer({ add_child_info: { first_name: 'Lou' } });
    await answer({ verify_identity: { ssn: '123450001' } });
    // Only a link token of get_plaid_link_token opens the link.
    const refused = await server.request('POST', '/api/v1/registration/sandbox/public-token', {});
    expect(refused.status).toBe(400);
    const { body: link } = await server.request(
      'POST',
      '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
      { params: { platform: 'web' } },
      auth(),
    );
    const { body } = await server.request('POST', '/api/v1/registration/sandbox/public-token', {
      link_token: link.plaidLinkToken,
    });
    const linked = await answer({
      set_funding_account: {
        type: 'instant',
        public_token: body.publicToken,
        account_id: 'sandbox-checking',
      },
    });
    expect(linked.extras[0]).toMatchObject({
      action: 'set_plaid_bank_account',
      funding: { type: 'instant' },
    });
    const accounts = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_funding_accounts',
      undefined,
      auth(),
    );
    expect(accounts.body.fundingAccounts).toEqual([
      expect.objectContaining({ type: 'instant', mask: '0000' }),
    ]);
  });

  it('reads the user, accepts investing terms and initialises onboarding', async () => {
    const user = await server.request('GET', '/api/v1/user', undefined, {
      authorization: `Bearer ${sessionToken}`,
    });
    expect(user.body.user).toMatchObject({ firstName: 'Val', children: [{ firstName: 'Lou' }] });
    expect((await server.request('GET', '/api/v1/user')).status).toBe(401);
    const terms = await server.request(
      'POST',
      '/v2/invest/accept-terms-and-conditions?deviceId=d1',
      undefined,
      { authorization: `Bearer ${sessionToken}` },
    );
    expect(terms.status).toBe(204);
    const onboarding = await server.request('POST', '/onboarding/initialize', {
      phoneNumber: '+15555558001',
      app_os: 'ios',
      role: 'parent',
    });
    expect(onboarding.body).toMatchObject({ initialized: true });
  });

  it('answers an invalidated child with invalidated and its role', async () => {
    const response = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: SEEDED.invalidatedChild.phoneNumber,
    });
    expect(response.body).toEqual({ action: 'invalidated', role: 'child' });
  });
});
