import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { FUNDING_TEXTS } from '../../flows/rules/funding';
import { PRODUCT_NAME } from '../../vocabulary/product';
import {
  type BraintreeCall,
  clientToken,
  issued,
  MERCHANT,
  type Outcomes,
  routeBraintree,
} from './braintree-fakes';
import { applePayRefusals, fakeWallets } from './fake-wallets';
import { expect, test } from './fixtures';
import { continueButton } from './journey-steps';
import { enterSsn, HEADINGS, heading, SSN } from './money-steps';

// The real braintree-web at its network boundary (braintree-fakes.ts says what is faked and
// why): Braintree's GraphQL API (the server's client token and vaultPaymentMethod) is a local
// fake, Braintree's hosts are routed in the page. A version of the SDK that asks or answers
// differently fails here.

/** Braintree's GraphQL API for the server: createClientToken, and vaultPaymentMethod. */
function graphqlAnswer(request: {
  query?: string;
  variables?: { input?: { paymentMethodId?: string } };
}) {
  if (request.query?.includes('createClientToken'))
    return { data: { createClientToken: { clientToken } } };
  const nonce = request.variables?.input?.paymentMethodId ?? '';
  const method = issued.get(nonce);
  // Braintree's answer to a nonce it never issued (or one already vaulted).
  if (!method)
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
        paymentMethod: { id: `vaulted-${nonce}`, details: { __typename: method.typename } },
        verification: { status: method.declined ? 'PROCESSOR_DECLINED' : 'VERIFIED' },
      },
    },
  };
}

// One fake per worker, so both tests share one server environment: one server start.
let graphql: Promise<http.Server> | undefined;
function fakeGraphql(): Promise<http.Server> {
  graphql ??= new Promise((resolve) => {
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
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
  return graphql;
}

// This file's server runs with Braintree configured, its GraphQL API at the local fake.
const braintreeTest = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  serverEnv: async ({}, use) => {
    const port = ((await fakeGraphql()).address() as AddressInfo).port;
    await use({
      PAYMENTS_PROVIDER: 'braintree',
      BRAINTREE_MERCHANT_ID: MERCHANT,
      BRAINTREE_PUBLIC_KEY: 'public_fake',
      BRAINTREE_PRIVATE_KEY: 'private_fake',
      BRAINTREE_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    });
  },
});
// In order, in one worker: a second worker would start a second Braintree server.
braintreeTest.describe.configure({ mode: 'default' });
braintreeTest.afterAll(async () => {
  const server = await graphql;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const bodyOf = (calls: BraintreeCall[], path: string | RegExp) => {
  const call = calls.find((candidate) =>
    typeof path === 'string' ? candidate.path === path : path.test(candidate.path),
  );
  return call ? JSON.parse(call.body || '{}') : undefined;
};

/** The answer the page sends for the funding question, and what the server said to it. */
const fundingAnswer = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/registration/answer') &&
      (request.postData() ?? '').includes('set_funding_account'),
  );

braintreeTest(
  'wallets and accounts through braintree-web: Google Pay and PayPal closed, Venmo closed then approved, PayPal approved, Apple Pay begun in the click',
  async ({ page, open, parentAtIdentity }, testInfo) => {
    braintreeTest.skip(
      testInfo.project.name !== 'desktop',
      'the SDK boundary is the same at any width',
    );
    const outcomes: Outcomes = { venmo: 'waiting' };
    const calls = await routeBraintree(page, outcomes);
    await fakeWallets(page, 'Visa 4242');
    await parentAtIdentity('5555550274');
    await open('/?toggles=applePay,googlePay,paypal,venmo');
    await enterSsn(page, SSN.pass);

    // Offered where Braintree's configuration has them and the browser can use them, in
    // section 3's order after the banks.
    await expect(page.getByRole('radio', { name: /^Venmo/ })).toBeVisible();
    const titles = (await page.getByRole('radio').allTextContents()).map(
      (text) =>
        /^(Link your bank instantly|Enter bank account details|Apple Pay|Google Pay|Debit card|PayPal|Venmo)/.exec(
          text,
        )?.[1],
    );
    expect(titles).toEqual([
      'Link your bank instantly',
      'Enter bank account details',
      'Apple Pay',
      'Google Pay',
      'Debit card',
      'PayPal',
      'Venmo',
    ]);
    expect(calls.find((call) => call.path === '/v1/configuration')?.method).toBe('GET');
    // PayPal's SDK as paypalCheckout.loadPayPalSDK asks for it: the vault flow's query.
    const sdk = new URL(
      calls.find((call) => call.url.startsWith('https://www.paypal.com/sdk/js'))!.url,
    );
    expect(Object.fromEntries(sdk.searchParams)).toMatchObject({
      'client-id': 'paypal-client-id-from-fake',
      vault: 'true',
      intent: 'tokenize',
      components: 'buttons',
    });

    // Google Pay is asked for a card tokenised by Braintree for this merchant; its sheet is
    // closed, and the choice stays.
    const googleRequests = () =>
      page.evaluate(() => (window as { googlePayRequests?: unknown[] }).googlePayRequests ?? []);
    await page.getByRole('radio', { name: /^Google Pay/ }).click();
    await continueButton(page).click();
    await expect.poll(async () => (await googleRequests()).length).toBe(1);
    const [googleRequest] = (await googleRequests()) as Array<{ allowedPaymentMethods: unknown[] }>;
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

    // Venmo's QR code opens over the page and is closed: no error, the choice stays.
    await page.getByRole('radio', { name: /^Venmo/ }).click();
    await continueButton(page).click();
    const venmo = page.frameLocator('iframe[name="venmo-desktop-iframe"]');
    await venmo.getByRole('button', { name: 'Close Venmo' }).click();
    await expect(page.locator('iframe[name="venmo-desktop-iframe"]')).toBeHidden();
    await expect(page.getByText('There is a problem')).toHaveCount(0);
    const venmoContext = calls.find((call) => call.body.includes('createVenmoPaymentContext'));
    expect(JSON.parse(venmoContext?.body ?? '{}')).toMatchObject({
      variables: {
        input: {
          intent: 'PAY_FROM_APP',
          customerClient: 'DESKTOP',
          paymentMethodUsage: 'MULTI_USE',
        },
      },
    });
    // Then approved in the app: Venmo's nonce is the answer (the bank behind it declines).
    outcomes.venmo = 'approve';
    const venmoAnswer = fundingAnswer(page);
    await continueButton(page).click();
    expect(JSON.parse((await venmoAnswer).postData() ?? '{}').answers.set_funding_account).toEqual({
      type: 'venmo_account',
      payment_method_nonce: 'tokenvenmo_fake',
    });
    await expect(page.getByText('That payment method was declined.').first()).toBeVisible();

    // PayPal runs only from PayPal's own button, drawn where Continue stood.
    await page.getByRole('radio', { name: /^PayPal/ }).click();
    await expect(continueButton(page)).toHaveCount(0);
    const paypalButton = page.getByRole('button', { name: 'Pay with PayPal' });
    // Another pick takes the button away with its slot; PayPal again draws one, not two.
    await expect(paypalButton).toHaveCount(1);
    await page.getByRole('radio', { name: /^Debit card/ }).click();
    await expect(paypalButton).toHaveCount(0);
    await page.getByRole('radio', { name: /^PayPal/ }).click();
    await expect(paypalButton).toHaveCount(1);
    await paypalButton.click();
    await expect
      .poll(
        () =>
          calls.filter((call) => call.path === '/v1/paypal_hermes/setup_billing_agreement').length,
      )
      .toBe(1);
    expect(bodyOf(calls, '/v1/paypal_hermes/setup_billing_agreement')).toMatchObject({
      authorizationFingerprint: 'fingerprint-from-fake',
      description: PRODUCT_NAME,
    });
    // Its window closed: no error, and no account tokenised.
    expect(calls.some((call) => call.path === '/v1/payment_methods/paypal_accounts')).toBe(false);
    await page.evaluate(() => Object.assign(window, { paypalOutcomes: ['approve'] }));
    const paypalAnswer = fundingAnswer(page);
    await paypalButton.click();
    expect(JSON.parse((await paypalAnswer).postData() ?? '{}').answers.set_funding_account).toEqual(
      {
        type: 'paypal_account',
        payment_method_nonce: 'tokenpaypal_fake',
      },
    );
    expect(bodyOf(calls, '/v1/payment_methods/paypal_accounts')).toMatchObject({
      paypalAccount: {
        correlationId: 'BA-FAKE-TOKEN',
        billingAgreementToken: 'BA-FAKE-TOKEN',
        options: { validate: true },
      },
    });

    // Apple Pay: the session began in the click's own handler (the fake refuses otherwise),
    // the merchant is validated through Braintree, and its nonce is saved.
    await page.getByRole('radio', { name: /^Apple Pay/ }).click();
    await continueButton(page).click();
    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    expect(await applePayRefusals(page)).toEqual([]);
    await expect(page.getByText('The money comes from your Apple Pay card.')).toBeVisible();
    expect(bodyOf(calls, '/v1/apple_pay_web/sessions')).toMatchObject({
      authorizationFingerprint: 'fingerprint-from-fake',
      applePayWebSession: {
        merchantIdentifier: 'merchant.example.webreg',
        validationUrl: 'https://apple-pay-gateway.apple.com/x',
        displayName: PRODUCT_NAME,
      },
    });
    expect(
      bodyOf(calls, '/v1/payment_methods/apple_payment_tokens').applePaymentToken.paymentMethod
        .displayName,
    ).toBe('Visa 4242');
  },
);

braintreeTest(
  'the card through hosted fields and 3-D Secure: errors said at the fields, a failed check, a passed one; the nonce answers, never the number',
  async ({ page, open, parentAtIdentity }, testInfo) => {
    braintreeTest.skip(
      testInfo.project.name !== 'desktop',
      'the SDK boundary is the same at any width',
    );
    const calls = await routeBraintree(page, { venmo: 'waiting' });
    await parentAtIdentity('5555550275');
    await open('/?toggles=challengeRequested3dsEnabled');
    await enterSsn(page, SSN.pass);
    await page.getByRole('radio', { name: /^Debit card/ }).click();
    await continueButton(page).click();
    await expect(heading(page, HEADINGS.debitCard)).toBeVisible();
    const field = (name: string) =>
      page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).getByRole('textbox');
    const save = page.getByRole('button', { name: 'Save card' });

    // Nothing typed: Braintree's frames refuse, and each field says so (nothing is sent).
    await expect(field('postalCode')).toBeVisible();
    await save.click();
    for (const text of [
      FUNDING_TEXTS.cardNumber,
      FUNDING_TEXTS.expiry,
      FUNDING_TEXTS.cvc,
      FUNDING_TEXTS.zip,
    ])
      await expect(page.getByText(text)).toHaveCount(2); // at the field and in the summary
    // Only the number wrong: only the number is named.
    await field('number').fill('4000 0000 0000 11');
    await field('expirationDate').fill('12/30');
    await field('cvv').fill('123');
    await field('postalCode').fill('62704');
    await save.click();
    await expect(page.getByText(FUNDING_TEXTS.cardNumber)).toHaveCount(2);
    await expect(page.getByText(FUNDING_TEXTS.zip)).toHaveCount(0);

    // The bank's check fails (1109): its words, and nothing answered.
    await field('number').fill('4000 0000 0000 1109');
    await save.click();
    await expect(page.getByText(FUNDING_TEXTS.threeDSecureFailed).first()).toBeVisible();
    // The number went from Braintree's frame to Braintree, and nowhere else.
    const tokenized = calls.find((call) => call.path === '/v1/payment_methods/credit_cards');
    expect(JSON.parse(tokenized!.body).creditCard.number).toBe('4000000000001109');
    expect(bodyOf(calls, /\/three_d_secure\/lookup$/)).toMatchObject({
      amount: '0.00',
      challengeRequested: true,
      dfReferenceId: 'df-reference-1',
      bin: '400000',
    });
    expect(bodyOf(calls, /authenticate_from_jwt$/)).toMatchObject({
      jwt: 'cardinal-validated-fail',
      paymentMethodNonce: 'tokencc_fake_1109',
    });
    expect(
      await page.evaluate(() => (window as { cardinalSetup?: unknown }).cardinalSetup),
    ).toEqual({
      kind: 'init',
      jwt: 'cardinal-jwt-from-fake',
    });

    // The check passes (1091): the nonce Braintree authenticated is the answer.
    await field('number').fill('4000 0000 0000 1091');
    const answer = fundingAnswer(page);
    await save.click();
    const body = (await answer).postData() ?? '';
    expect(JSON.parse(body).answers.set_funding_account).toEqual({
      type: 'debit',
      payment_method_nonce: 'tokencc_fake_1091_3ds',
      last_four: '1091',
    });
    expect(body).not.toContain('4000000000001091');
    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  },
);
