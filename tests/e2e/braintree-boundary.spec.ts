import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Route } from '@playwright/test';
import { fakeWallets } from './fake-wallets';
import { expect, test } from './fixtures';
import { continueButton } from './journey-steps';
import { enterSsn, HEADINGS, heading, SSN } from './money-steps';

// The real braintree-web at its network boundary: Braintree's GraphQL API (the server's client
// token) is a local fake, and Braintree's client API hosts are routed in the page. A version of
// the SDK that asks or answers differently fails here.
const MERCHANT = 'webreg_test';
const CLIENT_API = `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT}/client_api`;
const clientToken = Buffer.from(
  JSON.stringify({
    version: 2,
    environment: 'sandbox',
    authorizationFingerprint: 'fingerprint-from-fake',
    configUrl: `${CLIENT_API}/v1/configuration`,
    merchantId: MERCHANT,
  }),
).toString('base64');

/**
 * The nonces the faked client API below hands the page, by the payment method details
 * Braintree's GraphQL API names them with: the server's vaultPaymentMethod knows only these.
 */
const issued = new Map<string, string>();
const issue = (nonce: string, typename: string) => {
  issued.set(nonce, typename);
  return nonce;
};

/** Braintree's GraphQL API: createClientToken, and vaultPaymentMethod for issued nonces. */
function graphqlAnswer(request: {
  query?: string;
  variables?: { input?: { paymentMethodId?: string } };
}) {
  if (request.query?.includes('createClientToken'))
    return { data: { createClientToken: { clientToken } } };
  const nonce = request.variables?.input?.paymentMethodId ?? '';
  const typename = issued.get(nonce);
  // Braintree's answer to a nonce it never issued (or one already vaulted).
  if (!typename)
    return {
      data: { vaultPaymentMethod: null },
      errors: [
        {
          message: 'Unknown or expired payment_method_id.',
          extensions: { errorClass: 'VALIDATION' },
        },
      ],
    };
  issued.delete(nonce);
  return {
    data: {
      vaultPaymentMethod: {
        paymentMethod: { id: `vaulted-${nonce}`, details: { __typename: typename } },
        verification: { status: 'VERIFIED' },
      },
    },
  };
}

async function fakeGraphql(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(graphqlAnswer(JSON.parse(body || '{}'))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// This file's server runs with Braintree configured, its GraphQL API at the local fake.
const braintreeTest = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  serverEnv: async ({}, use) => {
    const graphql = await fakeGraphql();
    await use({
      PAYMENTS_PROVIDER: 'braintree',
      BRAINTREE_MERCHANT_ID: MERCHANT,
      BRAINTREE_PUBLIC_KEY: 'public_fake',
      BRAINTREE_PRIVATE_KEY: 'private_fake',
      BRAINTREE_GRAPHQL_URL: `http://127.0.0.1:${(graphql.address() as AddressInfo).port}/graphql`,
    });
    await new Promise<void>((resolve) => graphql.close(() => resolve()));
  },
});

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

braintreeTest(
  'Google Pay and Apple Pay through braintree-web: client token, configuration, payment request, merchant validation, nonce',
  async ({ page, open, parentAtIdentity }, testInfo) => {
    braintreeTest.skip(
      testInfo.project.name !== 'desktop',
      'the SDK boundary is the same at any width',
    );
    const calls: Array<{ method: string; path: string; body: string }> = [];
    await page.route('https://api.sandbox.braintreegateway.com/**', (route: Route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname.replace(`/merchants/${MERCHANT}/client_api`, '');
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      calls.push({ method: request.method(), path, body: request.postData() ?? '' });
      if (path === '/v1/configuration')
        return route.fulfill({
          headers: cors,
          json: {
            environment: 'sandbox',
            merchantId: MERCHANT,
            clientApiUrl: CLIENT_API,
            assetsUrl: 'https://assets.braintreegateway.com',
            configUrl: `${CLIENT_API}/v1/configuration`,
            analytics: { url: `https://client-analytics.sandbox.braintreegateway.com/${MERCHANT}` },
            challenges: [],
            creditCards: { supportedCardTypes: ['Visa', 'MasterCard'] },
            applePayWeb: {
              countryCode: 'US',
              currencyCode: 'USD',
              merchantIdentifier: 'merchant.example.webreg',
              supportedNetworks: ['visa', 'mastercard'],
            },
            androidPay: {
              enabled: true,
              displayName: 'webreg',
              environment: 'sandbox',
              googleAuthorizationFingerprint: 'google-fingerprint-from-fake',
              supportedNetworks: ['visa', 'mastercard'],
            },
            paypalEnabled: false,
          },
        });
      if (path === '/v1/apple_pay_web/sessions')
        return route.fulfill({ headers: cors, json: { merchantSessionIdentifier: 'session-1' } });
      if (path === '/v1/payment_methods/apple_payment_tokens')
        return route.fulfill({
          headers: cors,
          json: {
            applePayCards: [
              {
                nonce: issue('tokencc_bt_fake_apple_pay', 'ApplePayCardDetails'),
                type: 'ApplePayCard',
                details: { cardType: 'Visa', dpanLastTwo: '20' },
                description: 'Apple Pay Card ending in 20',
              },
            ],
          },
        });
      return route.fulfill({ status: 404, headers: cors, json: {} });
    });
    await page.route('https://*.braintree-api.com/**', (route) =>
      route.fulfill({ headers: cors, json: {} }),
    );
    await page.route('https://client-analytics.sandbox.braintreegateway.com/**', (route) =>
      route.fulfill({ headers: cors, json: {} }),
    );
    await fakeWallets(page, 'Visa 4242');
    await parentAtIdentity('5555550274');
    await open('/?toggles=applePay,googlePay');
    await enterSsn(page, SSN.pass);

    // Offered because Braintree's configuration has Apple Pay and the browser can pay with it.
    await expect(page.getByRole('radio', { name: /^Apple Pay/ })).toBeVisible();
    const configuration = calls.find((call) => call.path === '/v1/configuration');
    expect(configuration?.method).toBe('GET');

    // Google Pay is asked for a card tokenised by Braintree for this merchant; its sheet is
    // closed, and the choice stays.
    const googleRequests = () =>
      page.evaluate(() => (window as { googlePayRequests?: unknown[] }).googlePayRequests ?? []);
    await page.getByRole('radio', { name: /^Google Pay/ }).click();
    await continueButton(page).click();
    await expect.poll(async () => (await googleRequests()).length).toBe(1);
    const [googleRequest] = (await googleRequests()) as Array<{
      allowedPaymentMethods: unknown[];
    }>;
    expect(googleRequest?.allowedPaymentMethods[0]).toMatchObject({
      type: 'CARD',
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: {
          gateway: 'braintree',
          'braintree:merchantId': MERCHANT,
          'braintree:authorizationFingerprint': 'google-fingerprint-from-fake',
        },
      },
    });
    await expect(heading(page, HEADINGS.funding)).toBeVisible();

    await page.getByRole('radio', { name: /^Apple Pay/ }).click();
    await continueButton(page).click();

    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    await expect(page.getByText('The money comes from your Apple Pay card.')).toBeVisible();
    const validation = calls.find((call) => call.path === '/v1/apple_pay_web/sessions');
    expect(JSON.parse(validation!.body)).toMatchObject({
      authorizationFingerprint: 'fingerprint-from-fake',
      applePayWebSession: {
        merchantIdentifier: 'merchant.example.webreg',
        validationUrl: 'https://apple-pay-gateway.apple.com/x',
        displayName: 'Family account',
      },
    });
    const tokenized = calls.find(
      (call) => call.path === '/v1/payment_methods/apple_payment_tokens',
    );
    expect(JSON.parse(tokenized!.body).applePaymentToken.paymentMethod.displayName).toBe(
      'Visa 4242',
    );
  },
);
