import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { providerOrigins } from '../provider-origins';
import { parentAt } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const BRAINTREE_ENV = {
  PAYMENTS_PROVIDER: 'braintree',
  BRAINTREE_MERCHANT_ID: 'merchant_1',
  BRAINTREE_PUBLIC_KEY: 'public_1',
  BRAINTREE_PRIVATE_KEY: 'private_1',
};

const cspOf = async (server: TestServer) =>
  (await server.request('GET', '/healthz')).headers.get('content-security-policy') ?? '';

describe('PAYMENTS_PROVIDER', () => {
  it('is the sandbox by default; braintree needs its key pair and tells the page', () => {
    expect(loadConfig({}).client.payments).toBeUndefined();
    expect(loadConfig(BRAINTREE_ENV).client.payments).toEqual({
      provider: 'braintree',
      environment: 'sandbox',
    });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'braintree' })).toThrow(/BRAINTREE_PUBLIC_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('gives the CSP no provider origin in the sandbox and exactly Braintree environment ones', () => {
    expect(providerOrigins(loadConfig({}).client)).toEqual({
      scriptSrc: [],
      frameSrc: [],
      connectSrc: [],
      imgSrc: [],
    });
    const production = providerOrigins(
      loadConfig({ ...BRAINTREE_ENV, BRAINTREE_ENVIRONMENT: 'production' }).client,
    );
    expect(production.connectSrc).toContain('https://api.braintreegateway.com');
    expect(production.connectSrc.join(' ')).not.toContain('sandbox');
    expect(production.scriptSrc).toContain('https://www.paypal.com');
  });
});

/**
 * Braintree's GraphQL API as the fake answers it: client tokens, and vaultPaymentMethod for the
 * nonces its braintree-web "issued" (Braintree's answer to any other: a VALIDATION error).
 */
const ISSUED: Record<string, string> = {
  tokenvenmo_abc123: 'VenmoAccountDetails',
  tokencc_declined_0002: 'CreditCardDetails',
};
function graphqlAnswer(request: {
  query: string;
  variables: { input: { paymentMethodId?: string } };
}) {
  if (request.query.includes('createClientToken'))
    return { data: { createClientToken: { clientToken: 'ct_from_fake' } } };
  const nonce = request.variables.input.paymentMethodId ?? '';
  const typename = ISSUED[nonce];
  if (!typename)
    return {
      data: { vaultPaymentMethod: null },
      errors: [
        {
          message: 'Unknown or expired payment_method_id.',
          extensions: { errorClass: 'VALIDATION', legacyCode: '91565' },
        },
      ],
    };
  return {
    data: {
      vaultPaymentMethod: {
        paymentMethod: { id: `vaulted_${nonce}`, details: { __typename: typename } },
        verification: {
          status: nonce.includes('declined') ? 'PROCESSOR_DECLINED' : 'VERIFIED',
        },
      },
    },
  };
}

describe('the page CSP and client token, per configuration', () => {
  let fake: http.Server;
  let graphqlUrl: string;
  const seen: Array<{ authorization?: string; version?: string; body: string }> = [];
  beforeAll(async () => {
    // Braintree's GraphQL API, answered locally.
    fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({
          authorization: req.headers.authorization,
          version: req.headers['braintree-version'] as string | undefined,
          body,
        });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(graphqlAnswer(JSON.parse(body))));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    graphqlUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((resolve) => fake.close(resolve)));

  it('sandbox: no provider origin, a sandbox client token, the approval window', async () => {
    const server = await startTestServer();
    try {
      const csp = await cspOf(server);
      expect(csp).toContain("frame-src 'self';");
      expect(csp).not.toContain('braintree');
      const funding = await parentAt(server, 'funding');
      const token = await server.request(
        'GET',
        '/api/v1/registration/query?actionType=get_braintree_client_token',
        undefined,
        { authorization: `Bearer ${funding.token()}` },
      );
      expect(token.body.braintreeAccessToken).toMatch(/^sandbox_/);
      const page = await server.request('GET', '/sandbox/payments/approve?option=venmo');
      expect(page.status).toBe(200);
      expect(await server.request('GET', '/sandbox/payments/approve?option=x')).toMatchObject({
        status: 404,
      });
    } finally {
      await server.close();
    }
  });

  it('braintree: its origins in the CSP, client tokens from its API, no sandbox window', async () => {
    const server = await startTestServer({
      env: { ...BRAINTREE_ENV, BRAINTREE_GRAPHQL_URL: graphqlUrl },
    });
    try {
      const csp = await cspOf(server);
      expect(csp).toContain(
        "frame-src 'self' https://assets.braintreegateway.com https://centinelapistag.cardinalcommerce.com https://pay.google.com https://www.paypal.com https://www.sandbox.paypal.com;",
      );
      expect(csp).toContain('https://api.sandbox.braintreegateway.com');
      expect(csp).toContain("script-src 'self' https://js.braintreegateway.com");
      const funding = await parentAt(server, 'funding');
      const token = await server.request(
        'GET',
        '/api/v1/registration/query?actionType=get_braintree_client_token',
        undefined,
        { authorization: `Bearer ${funding.token()}` },
      );
      expect(token.body.braintreeAccessToken).toBe('ct_from_fake');
      expect(seen.at(-1)).toMatchObject({
        authorization: `Basic ${Buffer.from('public_1:private_1').toString('base64')}`,
        version: '2019-01-01',
      });
      expect(JSON.parse(seen.at(-1)!.body).query).toContain('createClientToken');
      // A nonce Braintree issued is vaulted through its API, then saved as the method.
      const saved = await funding.answer({
        set_funding_account: { type: 'venmo_account', paymentMethodNonce: 'tokenvenmo_abc123' },
      });
      expect(saved.groupName).toBe('initial_funding');
      const vault = JSON.parse(seen.at(-1)!.body);
      expect(vault.query).toContain('vaultPaymentMethod');
      expect(vault.variables).toEqual({ input: { paymentMethodId: 'tokenvenmo_abc123' } });
      expect(
        (await server.request('GET', '/sandbox/payments/approve?option=paypal')).status,
      ).not.toBe(200);
    } finally {
      await server.close();
    }
  });

  it('braintree: a forged nonce, a sandbox one, a mislabelled or declined one is refused, and nothing is saved', async () => {
    const server = await startTestServer({
      env: { ...BRAINTREE_ENV, BRAINTREE_GRAPHQL_URL: graphqlUrl },
    });
    try {
      const funding = await parentAt(server, 'funding');
      const refusal = async (type: string, paymentMethodNonce: string) =>
        (await funding.answer({ set_funding_account: { type, paymentMethodNonce } })).errors[0];
      // Shaped like Braintree's, but Braintree never issued it.
      expect(await refusal('debit', 'tokencc_bt_forged_4242')).toEqual(
        expect.objectContaining({
          code: 'ERR_INVALID_PAYMENT_METHOD',
          message:
            'We could not confirm that payment method. Please add it again, or choose another way to add money.',
        }),
      );
      // The sandbox's test-mode nonces mean nothing to Braintree.
      expect((await refusal('debit', 'sandbox-debit-approve-nonce'))?.code).toBe(
        'ERR_INVALID_PAYMENT_METHOD',
      );
      // Issued, but for a Venmo account, not a card.
      expect((await refusal('debit', 'tokenvenmo_abc123'))?.code).toBe(
        'ERR_INVALID_PAYMENT_METHOD',
      );
      expect((await refusal('debit', 'tokencc_declined_0002'))?.code).toBe('ERR_CARD_DECLINED');
      const accounts = await server.request(
        'GET',
        '/api/v1/registration/query?actionType=get_funding_accounts',
        undefined,
        { authorization: `Bearer ${funding.token()}` },
      );
      expect(accounts.body.fundingAccounts).toEqual([]);
      // Still at the funding question: nothing moved on.
      const answers = await server.request('GET', '/api/v1/registration/answers', undefined, {
        authorization: `Bearer ${funding.token()}`,
      });
      expect(answers.body.nextQuestions[0].name).toBe('set_funding_account');
    } finally {
      await server.close();
    }
  });
});
