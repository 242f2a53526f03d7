import type { Page, Route } from '@playwright/test';
import {
  CLIENT_API,
  HOSTED_FIELD_FRAME,
  MERCHANT,
  PAYPAL_SDK,
  SONGBIRD_SCRIPT,
  VENMO_DESKTOP_FRAME,
} from './braintree-fake-pages';

export { MERCHANT };

/**
 * Braintree's side of the network for the real braintree-web (braintree-boundary.spec.ts).
 * What is answered here and why:
 * - The client API (`api.sandbox.braintreegateway.com`) and its GraphQL API
 *   (`payments.sandbox.braintree-api.com`): braintree-web's own requests, recorded, answered
 *   as Braintree documents them. A version of the SDK that asks differently gets a 404 or an
 *   empty answer, and the journey fails.
 * - Braintree's frames (`assets.braintreegateway.com/web/<version>/html/...`): the hosted
 *   fields' and Venmo's desktop frames live only on Braintree's CDN (the npm package ships the
 *   page's side alone). Small stand-ins speak the page's side of their message bus (framebus)
 *   as 3.144 does: a frame that says nothing the SDK expects leaves its promise unsettled.
 *   The hosted card frame tokenises through the faked client API itself, as Braintree's does,
 *   so the card number goes from Braintree's frame to Braintree only.
 * - Cardinal Commerce's Songbird (3-D Secure) and PayPal's JS SDK: other companies' scripts
 *   that open their own windows; stand-ins with the calls braintree-web makes of them.
 */
const GRAPHQL = 'https://payments.sandbox.braintree-api.com/graphql';
const ASSETS = 'https://assets.braintreegateway.com';
const SONGBIRD = 'https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js';

export const clientToken = Buffer.from(
  JSON.stringify({
    version: 2,
    environment: 'sandbox',
    authorizationFingerprint: 'fingerprint-from-fake',
    configUrl: `${CLIENT_API}/v1/configuration`,
    merchantId: MERCHANT,
  }),
).toString('base64');

/**
 * The nonces the faked APIs hand the page, by the payment method details Braintree's GraphQL
 * API names them with; the server's vaultPaymentMethod (the spec's GraphQL fake) knows only
 * these, and each once. `declined` ones fail their verification.
 */
export const issued = new Map<string, { typename: string; declined: boolean }>();
const issue = (nonce: string, typename: string, declined = false) => {
  issued.set(nonce, { typename, declined });
  return nonce;
};

export type BraintreeCall = { method: string; url: string; path: string; body: string };

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const configuration = {
  environment: 'sandbox',
  merchantId: MERCHANT,
  clientApiUrl: CLIENT_API,
  assetsUrl: ASSETS,
  configUrl: `${CLIENT_API}/v1/configuration`,
  analytics: { url: `https://client-analytics.sandbox.braintreegateway.com/${MERCHANT}` },
  graphQL: { url: GRAPHQL, date: '2018-05-08', features: [] },
  challenges: ['cvv', 'postal_code'],
  creditCards: { supportedCardTypes: ['Visa', 'MasterCard'] },
  threeDSecureEnabled: true,
  threeDSecure: {
    cardinalAuthenticationJWT: 'cardinal-jwt-from-fake',
    cardinalSongbirdUrl: SONGBIRD,
  },
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
  paypalEnabled: true,
  paypal: {
    clientId: 'paypal-client-id-from-fake',
    assetsUrl: ASSETS,
    displayName: 'webreg',
    environment: 'offline',
    environmentNoNetwork: false,
    unvettedMerchant: false,
    currencyIsoCode: 'USD',
  },
  payWithVenmo: {
    merchantId: 'venmo-profile-from-fake',
    accessToken: 'venmo-access-token-from-fake',
    environment: 'sandbox',
  },
};

/**
 * What the person does in the Venmo app, as the test says: nothing yet (the QR code waits, and
 * they may close it), or approve.
 */
export type Outcomes = { venmo: 'waiting' | 'approve' };

/** The 3-D Secure outcome a card's nonce carries (1091 passes, 1109 fails, as the sandbox). */
const threeDSecureOutcome = (nonce: string) => (nonce.endsWith('1109') ? 'fail' : 'pass');

function clientApiAnswer(path: string, body: string): unknown {
  if (path === '/v1/configuration') return configuration;
  if (path === '/v1/apple_pay_web/sessions') return { merchantSessionIdentifier: 'session-1' };
  if (path === '/v1/payment_methods/apple_payment_tokens')
    return {
      applePayCards: [
        {
          nonce: issue('tokencc_bt_fake_apple_pay', 'ApplePayCardDetails'),
          type: 'ApplePayCard',
          details: { cardType: 'Visa', dpanLastTwo: '20' },
          description: 'Apple Pay Card ending in 20',
        },
      ],
    };
  if (path === '/v1/payment_methods/credit_cards') {
    // Only Braintree's card frame sends the number, and only here.
    const number = String(JSON.parse(body).creditCard?.number ?? '');
    return {
      creditCards: [
        {
          nonce: `tokencc_fake_${number.slice(-4)}`,
          type: 'CreditCard',
          details: { bin: number.slice(0, 6), lastFour: number.slice(-4), cardType: 'Visa' },
          description: `ending in ${number.slice(-2)}`,
        },
      ],
    };
  }
  const lookup = /^\/v1\/payment_methods\/([\w-]+)\/three_d_secure\/lookup$/.exec(path);
  if (lookup) {
    const nonce = lookup[1] ?? '';
    return {
      lookup: {
        acsUrl: 'https://acs.example/challenge',
        pareq: threeDSecureOutcome(nonce),
        transactionId: `txn-${nonce}`,
        threeDSecureVersion: '2.2.0',
      },
      paymentMethod: { nonce, details: { bin: '400000', lastFour: nonce.slice(-4) } },
      threeDSecureInfo: { liabilityShiftPossible: true, liabilityShifted: false },
    };
  }
  const authenticated =
    /^\/v1\/payment_methods\/([\w-]+)\/three_d_secure\/authenticate_from_jwt$/.exec(path);
  if (authenticated) {
    const passed = JSON.parse(body).jwt === 'cardinal-validated-pass';
    const nonce = `${authenticated[1]}_3ds`;
    if (passed) issue(nonce, 'CreditCardDetails');
    const info = { liabilityShiftPossible: true, liabilityShifted: passed };
    return {
      paymentMethod: { nonce, details: {}, threeDSecureInfo: info },
      threeDSecureInfo: info,
    };
  }
  if (path === '/v1/paypal_hermes/setup_billing_agreement')
    return {
      agreementSetup: {
        tokenId: 'BA-FAKE-TOKEN',
        approvalUrl: 'https://www.sandbox.paypal.com/agreements/approve?ba_token=BA-FAKE-TOKEN',
      },
    };
  if (path === '/v1/payment_methods/paypal_accounts')
    // The bank behind this PayPal account declines it: the walk goes on to Apple Pay.
    return {
      paypalAccounts: [
        {
          nonce: issue('tokenpaypal_fake', 'PayPalAccountDetails', true),
          type: 'PayPalAccount',
          details: { payerInfo: { payerId: 'PAYER-FAKE' } },
        },
      ],
    };
  return undefined;
}

function graphqlAnswer(body: string, outcomes: Outcomes): unknown {
  const { query, variables } = JSON.parse(body) as {
    query: string;
    variables: { id?: string; input?: Record<string, unknown> };
  };
  if (query.includes('createVenmoPaymentContext')) {
    const now = new Date();
    return {
      data: {
        createVenmoPaymentContext: {
          venmoPaymentContext: {
            id: 'venmo-context-1',
            merchantId: 'venmo-profile-from-fake',
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + 300_000).toISOString(),
          },
        },
      },
    };
  }
  if (query.includes('updateVenmoPaymentContextStatus'))
    return { data: { updateVenmoPaymentContextStatus: { clientMutationId: null } } };
  if (query.includes('VenmoPaymentContext') && variables.id) {
    if (outcomes.venmo === 'waiting') return { data: { node: { status: 'CREATED' } } };
    // The person approved in the Venmo app (the QR code scanned): the context says so.
    return {
      data: {
        node: {
          status: 'APPROVED',
          // Venmo approves; the bank behind the account declines it, so the walk goes on.
          paymentMethodId: issue('tokenvenmo_fake', 'VenmoAccountDetails', true),
          userName: 'venmojoe',
          payerInfo: null,
        },
      },
    };
  }
  return { data: null, errors: [{ message: 'Unknown query (fake)' }] };
}

/** Routes every Braintree, Cardinal and PayPal host the page may reach; records the calls. */
export async function routeBraintree(page: Page, outcomes: Outcomes): Promise<BraintreeCall[]> {
  const calls: BraintreeCall[] = [];
  const record = (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const call = {
      method: request.method(),
      url: request.url(),
      path: url.pathname.replace(`/merchants/${MERCHANT}/client_api`, ''),
      body: request.postData() ?? '',
    };
    if (call.method !== 'OPTIONS') calls.push(call);
    return call;
  };
  await page.route('https://api.sandbox.braintreegateway.com/**', (route) => {
    const call = record(route);
    if (call.method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const json = clientApiAnswer(call.path, call.body);
    return json === undefined
      ? route.fulfill({ status: 404, headers: cors, json: {} })
      : route.fulfill({ headers: cors, json });
  });
  await page.route(GRAPHQL, (route) => {
    const call = record(route);
    if (call.method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({ headers: cors, json: graphqlAnswer(call.body, outcomes) });
  });
  await page.route(`${ASSETS}/web/**`, (route) => {
    const call = record(route);
    const html = call.path.includes('/html/hosted-fields-frame')
      ? HOSTED_FIELD_FRAME
      : call.path.includes('/html/venmo-desktop-frame')
        ? VENMO_DESKTOP_FRAME
        : '<!doctype html><title>Braintree</title>';
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  await page.route(SONGBIRD, (route) => {
    record(route);
    return route.fulfill({ contentType: 'text/javascript', body: SONGBIRD_SCRIPT });
  });
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    record(route);
    return route.fulfill({ contentType: 'text/javascript', body: PAYPAL_SDK });
  });
  // braintree-web's analytics: Braintree's own, and PayPal's logger it reports to since 3.1xx.
  await page.route('https://client-analytics.sandbox.braintreegateway.com/**', (route) =>
    route.fulfill({ headers: cors, json: {} }),
  );
  await page.route('https://www.paypal.com/xoplatform/**', (route) =>
    route.fulfill({ headers: cors, json: {} }),
  );
  return calls;
}
