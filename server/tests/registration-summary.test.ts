import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { REFERENCE_PATTERN } from '../../flows/rules/confirmation-reference';
import { completeResponse, queryResponses } from '../../flows/services/contract/registration';
import { SANDBOX_BANK } from '../../vocabulary/magic-values';
import { testDatabaseKinds } from '../db/test-database';
import { newReference } from '../sandbox/secrets';
import { parentUpTo, type Registering, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

// The confirmation page's summary and reference, over HTTP as the page reads them. Run with
// TEST_DATABASE_URL set to prove them on PostgreSQL too.

const CARD = {
  type: 'debit',
  payment_method_nonce: 'sandbox-debit-approve-nonce',
  last_four: '4242',
};
const MANUAL_BANK = {
  type: 'checking',
  routing_number: SANDBOX_BANK.routingNumber,
  account_number: '000123456789',
};

describe('a new reference', () => {
  it('is drawn at random from the alphabet, never in sequence', () => {
    const references = Array.from({ length: 200 }, newReference);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
  });
});

describe('under the toggles in force', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TOGGLES: '{"corePlanCopy":true,"enableCorePriceChange":true}' },
    });
  });
  afterAll(() => server.close());

  it("names the plan and its fee as the picker showed them (corePlanCopy's Core)", async () => {
    const parent = await parentUpTo(server, 'complete', {
      add_child_info: [{ first_name: 'Kit' }],
    });
    const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${parent.token()}`,
    });
    expect(done.body.summary.plan).toEqual({
      pricingPlanName: 'standard',
      title: 'Core',
      monthlyFee: 5.99,
    });
    expect(done.body.summary.initialLoadAmount).toBe(25);
  });
});

describe.each(testDatabaseKinds)('a completed registration summary, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const auth = (parent: Registering) => ({ authorization: `Bearer ${parent.token()}` });
  const summaryOf = async (parent: Registering) => {
    const response = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_registration_summary',
      undefined,
      auth(parent),
    );
    expect(response.status).toBe(200);
    expect(safeParse(queryResponses.get_registration_summary, response.body).success).toBe(true);
    return response.body.summary;
  };
  const complete = (parent: Registering) =>
    server.request('POST', '/api/v1/registration/complete', undefined, auth(parent));

  /** A parent with two children on Max, funded by `funding`, at the complete step. */
  async function parentFunded(funding: Record<string, unknown>) {
    const parent = await parentUpTo(server, 'set_initial_funding_amount', {
      set_plan: 'max',
      add_child_info: [{ first_name: 'Kit' }, { first_name: 'Ash' }],
      set_funding_account: funding,
    });
    await parent.answer({ set_initial_funding_amount: 50 });
    return parent;
  }

  it('is null until the registration is complete, then names what was set up', async () => {
    const parent = await parentFunded(CARD);
    expect(await summaryOf(parent)).toBeNull();

    const done = await complete(parent);
    expect(done.status).toBe(200);
    expect(safeParse(completeResponse, done.body).success).toBe(true);
    const { summary } = done.body;
    expect(summary).toEqual({
      reference: expect.stringMatching(REFERENCE_PATTERN),
      completedAt: expect.any(String),
      plan: { pricingPlanName: 'max', title: 'Max', monthlyFee: 9.98 },
      children: [{ firstName: 'Kit' }, { firstName: 'Ash' }],
      funding: {
        type: 'debit',
        paymentType: 'debit',
        last4: '4242',
        bankName: null,
        needsVerification: false,
      },
      initialLoadAmount: 50,
    });
    // A reload of the confirmation page reads the same summary with the token it holds.
    expect(await summaryOf(parent)).toEqual(summary);
    // Only the four last digits: no card or account number travels back.
    expect(JSON.stringify(summary)).not.toMatch(/\d{5,}/);
  });

  it('keeps one reference per registration, stored with it, different for every family', async () => {
    const first = await parentFunded(CARD);
    const second = await parentFunded(CARD);
    const reference = (await complete(first)).body.summary.reference;
    const other = (await complete(second)).body.summary.reference;
    expect(other).not.toBe(reference);
    const stored = await server.deps.db
      .selectFrom('registrations')
      .select('reference')
      .where('phone_number', '=', first.phoneNumber)
      .executeTakeFirstOrThrow();
    expect(stored.reference).toBe(reference);
    // A second press of complete is refused or answered with the same reference, never a new one.
    const again = await complete(first);
    if (again.status === 200) expect(again.body.summary.reference).toBe(reference);
    expect((await summaryOf(first)).reference).toBe(reference);
  });

  it("a manual bank account: the bank's name, its last four, and the deposits still to verify", async () => {
    const parent = await parentFunded(MANUAL_BANK);
    const { summary } = (await complete(parent)).body;
    expect(summary.funding).toEqual({
      type: 'checking',
      paymentType: null,
      last4: '6789',
      bankName: SANDBOX_BANK.name,
      needsVerification: true,
    });
  });

  it('is read again after logging in, with the session token alone', async () => {
    const parent = await parentFunded(CARD);
    const { summary } = (await complete(parent)).body;
    const mine = '/api/v1/user/registration-summary';
    expect((await server.request('GET', mine)).status).toBe(401);
    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber: parent.phoneNumber,
      password: TEST_PASSWORD,
    });
    expect(login.body.nextRegisterStep).toBe('complete');
    const read = await server.request('GET', mine, undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(read.status).toBe(200);
    expect(read.body.summary).toEqual(summary);
  });

  it('is refused without the registration token', async () => {
    const response = await server.request(
      'GET',
      '/api/v1/registration/query?actionType=get_registration_summary',
    );
    expect(response.status).toBe(401);
    expect(response.body).not.toHaveProperty('summary');
  });
});
