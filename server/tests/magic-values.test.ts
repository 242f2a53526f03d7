import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANKS,
  KBA_QUESTIONS,
  MICRO_DEPOSIT_CENTS,
  OAUTH_BANK_PHONE,
  SSN_OUTCOMES,
} from '../../vocabulary/magic-values';
import { sandboxCardNonce } from '../../vocabulary/sandbox-cards';
import {
  confirmPhone,
  nextPhone,
  parentAt,
  startParentRegistration,
  TEST_PASSWORD,
} from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const [cents1, cents2] = MICRO_DEPOSIT_CENTS;

describe('every magic value over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(Object.entries(SSN_OUTCOMES))('SSN %s gives %s', async (ssn, outcome) => {
    const parent = await parentAt(server, 'identity');
    const result = await parent.answer({ verify_identity: { ssn } });
    if (outcome === 'ERR_KYC_SUCCESS') {
      expect(result).toMatchObject({ groupName: 'funding', errors: [] });
      expect(result.extras[0]).toMatchObject({ action: 'verify_identity', status: 'pass' });
    } else if (outcome === 'KBA_QUESTION_TIMEOUT') {
      // A challenge whose first question has already waited too long: its answer times out.
      expect(result.errors[0].code).toBe('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
      const late = await parent.answer({ kba_1: KBA_QUESTIONS[0].answer });
      expect(late.extras[0]).toMatchObject({ action: 'verify_identity', status: outcome });
      expect(late.errors[0].code).toBe('ERR_ALLOWED_TIMEOUT_EXCEEDED');
    } else {
      expect(result.errors[0].code).toBe(outcome);
    }
  });

  it("the OAuth bank's phone links only on the return with its state, other phones at once", async () => {
    const linkToken = async (phoneNumber: string) => {
      const init = await server.request('POST', '/api/v1/registration/initialize', {
        access_token: await confirmPhone(server, phoneNumber),
      });
      const { body } = await server.request(
        'POST',
        '/api/v1/registration/query-with-params?actionType=get_plaid_link_token',
        { params: { platform: 'web' } },
        { authorization: `Bearer ${init.body.registrationToken}` },
      );
      return body.plaidLinkToken as string;
    };
    const link = (body: Record<string, unknown>) =>
      server.request('POST', '/api/v1/registration/sandbox/public-token', body);

    const oauth = await linkToken(OAUTH_BANK_PHONE);
    const first = await link({ link_token: oauth });
    expect(first.body).toEqual({ oauthStateId: expect.stringMatching(/^sandbox-oauth-/) });
    const back = `http://localhost/?oauth_state_id=${first.body.oauthStateId}`;
    const wrong = await link({
      link_token: oauth,
      received_redirect_uri: 'http://localhost/?oauth_state_id=sandbox-oauth-other',
    });
    expect(wrong.body.code).toBe('ERR_OAUTH_STATE');
    const returned = await link({ link_token: oauth, received_redirect_uri: back });
    expect(returned.body.publicToken).toMatch(/^public-sandbox-/);

    const plain = await link({ link_token: await linkToken(nextPhone()) });
    expect(plain.body.publicToken).toMatch(/^public-sandbox-/);
    expect((await link({ link_token: 'link-sandbox-forged' })).body.code).toBe(
      'ERR_INVALID_LINK_TOKEN',
    );
  });

  it('the knowledge answers pass a challenge', async () => {
    const parent = await parentAt(server, 'identity');
    await parent.answer({ verify_identity: { ssn: '123450003' } });
    let result: Record<string, unknown> = {};
    for (const [index, question] of KBA_QUESTIONS.entries())
      result = await parent.answer({ [`kba_${index + 1}`]: question.answer });
    expect(result.groupName).toBe('funding');
  });

  // The browser's sandbox adapter turns the card into its nonce; the answer carries only that.
  it.each([
    ['4242424242424242', 'initial_funding', undefined],
    ['4000000000000002', 'funding', 'ERR_CARD_DECLINED'],
    ['4000000000003220', 'initial_funding', undefined],
  ])('card %s', async (cardNumber, groupId, code) => {
    const parent = await parentAt(server, 'funding');
    const result = await parent.answer({
      set_funding_account: { type: 'debit', payment_method_nonce: sandboxCardNonce(cardNumber) },
    });
    expect(result.groupName).toBe(groupId);
    expect(result.errors[0]?.code).toBe(code);
  });

  it('the challenged card verifies with the two amounts, after a wrong try', async () => {
    const parent = await parentAt(server, 'funding');
    const linked = await parent.answer({
      set_funding_account: {
        type: 'debit',
        payment_method_nonce: sandboxCardNonce('4000000000003220'),
      },
    });
    expect(linked).toMatchObject({ needsVerification: true });
    const id = linked.extras[0].funding.id;
    const verify = (amount1: number, amount2: number) =>
      server.request(
        'POST',
        '/api/v1/registration/query-with-params?actionType=verify_instant_funding_account',
        { params: { instant_funding_account_id: id, amount_1: amount1, amount_2: amount2 } },
        { authorization: `Bearer ${parent.token()}` },
      );
    const wrong = await verify(0.01, 0.02);
    expect(wrong.body).toMatchObject({ code: 'ERR_VERIFICATION_FAILED', attemptsRemaining: 2 });
    const right = await verify(cents1 / 100, cents2 / 100);
    expect(right.body).toEqual({ verified: true, needsVerification: false });
    const answers = await server.request('GET', '/api/v1/registration/answers', undefined, {
      authorization: `Bearer ${parent.token()}`,
    });
    expect(answers.body.needsVerification).toBe(false);
  });

  it.each(Object.entries(BANKS))(
    'routing number %s links a manual account at %s',
    async (routingNumber, bankName) => {
      const parent = await parentAt(server, 'funding');
      const result = await parent.answer({
        set_funding_account: {
          type: 'checking',
          routing_number: routingNumber,
          account_number: '000123456789',
        },
      });
      expect(result.extras[0]).toMatchObject({ action: 'set_manual_bank_account', bankName });
      // The deposits reach the holder as the bank shows them: a statement in the outbox.
      const [statement] = await server.outbox(`${parent.phoneNumber.slice(1)}@example.com`);
      expect(statement).toMatchObject({
        channel: 'email',
        subject: `${bankName} checking ••••6789: 2 new transactions`,
        data: { amount1: (cents1 / 100).toFixed(2), amount2: (cents2 / 100).toFixed(2) },
      });
      expect(statement!.body).toContain(`HARBOR ACCTVERIFY DEPOSIT  +${(cents1 / 100).toFixed(2)}`);
      const discovery = await server.request(
        'POST',
        '/api/v1/micro-deposit-discovery',
        { funding_account_id: result.extras[0].funding.id, funding_type: 'checking' },
        { authorization: `Bearer ${parent.sessionToken()}` },
      );
      expect(discovery.body).toMatchObject({
        status: 'pending_verification',
        expiresAt: expect.any(String),
      });
    },
  );

  it('the initial funding amount respects the $20 minimum and is read back', async () => {
    const parent = await parentAt(server, 'funding');
    await parent.answer({
      set_funding_account: { type: 'debit', payment_method_nonce: 'sandbox-debit-approve-nonce' },
    });
    const low = await parent.answer({ set_initial_funding_amount: 5 });
    expect(low.errors[0]).toMatchObject({ code: 'ERR_INVALID_AMOUNT' });
    await parent.answer({ set_initial_funding_amount: 40 });
    const read = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_initial_funding',
      undefined,
      {
        authorization: `Bearer ${parent.token()}`,
      },
    );
    expect(read.body).toEqual({ initialLoadAmount: 40, minimumLoadAmount: 20 });
  });

  it('refuses a taken email, a common password, an under-18 parent and a P.O. box in catalogue words', async () => {
    const parent = await parentAt(server, 'identity');
    const other = await startParentRegistration(server);
    const taken = await other.answer({
      set_user_email: `${parent.phoneNumber.slice(1)}@example.com`,
    });
    expect(taken.errors[0].message).toBe(
      'The email address you entered is already associated with an account. Please login with that account or contact support.',
    );
    await other.answer({ set_user_email: 'other.parent@example.com' });
    const common = await other.answer({
      set_user_password_and_confirm: { password: 'password', confirm_password: 'password' },
    });
    expect(common.errors[0]).toMatchObject({
      code: 'ERR_INVALID_PASSWORD',
      message: 'That password is too common. Please choose a different one.',
    });
    await other.answer({
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    });
    await other.answer({ set_legal_first_name: 'Jo', set_legal_last_name: 'Young' });
    const address = { street: '1 Harbor Lane', city: 'Springfield', state: 'IL', zip: '62701' };
    const young = await other.answer({
      set_date_of_birth: '01/01/2015',
      set_legal_address: address,
    });
    expect(young.errors[0].code).toBe('ERR_UNDER_AGE');
    const poBox = await other.answer({
      set_date_of_birth: '01/01/1990',
      set_legal_address: { ...address, street: 'P.O. Box 12' },
    });
    expect(poBox.errors[0]).toMatchObject({ code: 'ERR_PO_BOX', action: 'set_legal_address' });
    const ok = await other.answer({ set_date_of_birth: '01/01/1990', set_legal_address: address });
    expect(ok.groupName).toBe('plan');
  });
});
