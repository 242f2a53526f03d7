import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { providerOrigins } from './provider-origins';
import { parentAt } from './test-flows';
import { startTestServer, type TestServer } from './test-server';

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
  });
});

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
        res.end(JSON.stringify({ data: { createClientToken: { clientToken: 'ct_from_fake' } } }));
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
  }, 60_000);

  it('braintree: its origins in the CSP, client tokens from its API, no sandbox window', async () => {
    const server = await startTestServer({
      env: { ...BRAINTREE_ENV, BRAINTREE_GRAPHQL_URL: graphqlUrl },
    });
    try {
      const csp = await cspOf(server);
      expect(csp).toContain(
        "frame-src 'self' https://assets.braintreegateway.com https://centinelapistag.cardinalcommerce.com https://pay.google.com;",
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
      // A real braintree-web nonce is saved as the method (the sandbox is no bank).
      const saved = await funding.answer({
        set_funding_account: { type: 'venmo_account', paymentMethodNonce: 'tokenvenmo_abc123' },
      });
      expect(saved.groupName).toBe('initial_funding');
      expect(
        (await server.request('GET', '/sandbox/payments/approve?option=paypal')).status,
      ).not.toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});
