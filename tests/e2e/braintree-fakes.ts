import type { Page, Route } from '@playwright/test';

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
export const MERCHANT = 'webreg_test';
const CLIENT_API = `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT}/client_api`;
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

/** framebus 6 on the frame's side: the prefix, the channel's namespace, replies by id. */
const FRAMEBUS = `
  const PREFIX = '/*framebus*/';
  const replies = new Map();
  const handlers = {};
  const send = (event, data, onReply) => {
    const payload = { event: channel + ':' + event, origin: '*', eventData: data };
    if (onReply) {
      payload.reply = crypto.randomUUID();
      replies.set(payload.reply, onReply);
    }
    parent.postMessage(PREFIX + JSON.stringify(payload), '*');
  };
  window.addEventListener('message', (message) => {
    if (typeof message.data !== 'string' || !message.data.startsWith(PREFIX)) return;
    const payload = JSON.parse(message.data.slice(PREFIX.length));
    if (replies.has(payload.event)) return replies.get(payload.event)(payload.eventData);
    if (!payload.event.startsWith(channel + ':')) return;
    const reply = payload.reply
      ? (data) => message.source.postMessage(
          PREFIX + JSON.stringify({ event: payload.reply, origin: message.origin, eventData: data }),
          message.origin)
      : undefined;
    handlers[payload.event.slice(channel.length + 1)]?.(payload.eventData, reply);
  });
`;

/**
 * Braintree's hosted field frame: one input, named as Braintree names the field. The number's
 * frame answers the tokenisation request: it reads its sibling frames (one origin), checks
 * them as Braintree's frame does, and tokenises through the client API.
 */
const HOSTED_FIELD_FRAME = `<!doctype html><html lang="en"><body style="margin:0">
<input style="width:100%;border:0;font:inherit">
<script>
  const channel = location.hash.slice(1);
  const field = window.name.replace('braintree-hosted-field-', '');
  const labels = { number: 'Credit Card Number', expirationDate: 'Expiration Date', cvv: 'CVV', postalCode: 'Postal Code' };
  const input = document.querySelector('input');
  input.setAttribute('aria-label', labels[field]);
  ${FRAMEBUS}
  send('hosted-fields:FRAME_READY', { field }, () => {});
  const valueOf = (name) => {
    const frame = parent.frames['braintree-hosted-field-' + name];
    return (frame ? frame.document.querySelector('input').value : '').replace(/\\s/g, '');
  };
  const valid = {
    number: (v) => /^\\d{15,16}$/.test(v),
    expirationDate: (v) => /^(0[1-9]|1[0-2])\\/?\\d{2}$/.test(v),
    cvv: (v) => /^\\d{3,4}$/.test(v),
    postalCode: (v) => /^\\d{5}$/.test(v),
  };
  if (field === 'number') handlers['hosted-fields:TOKENIZATION_REQUEST'] = async (_options, reply) => {
    const values = Object.fromEntries(Object.keys(valid).map((name) => [name, valueOf(name)]));
    if (Object.values(values).every((v) => v === ''))
      return reply([{ type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_EMPTY', message: 'All fields are empty. Cannot tokenize empty card fields.' }, null]);
    const invalid = Object.keys(valid).filter((name) => !valid[name](values[name]));
    if (invalid.length)
      return reply([{ type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_INVALID', message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.', details: { invalidFieldKeys: invalid } }, null]);
    const response = await fetch('${CLIENT_API}/v1/payment_methods/credit_cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ creditCard: { number: values.number, expirationDate: values.expirationDate, cvv: values.cvv, billingAddress: { postalCode: values.postalCode } } }),
    });
    const card = (await response.json()).creditCards[0];
    reply([null, card]);
  };
</script></body></html>`;

/**
 * Venmo's desktop frame: its QR code page, as a dialog with a close button (the person closes
 * it: VENMO_DESKTOP_CUSTOMER_CANCELED). The SDK polls Braintree for the payment context while
 * it shows; the GraphQL fake approves it when the test says the person scanned and approved.
 */
const VENMO_DESKTOP_FRAME = `<!doctype html><html lang="en"><body>
<div role="dialog" aria-label="Venmo"><p>Scan this code with the Venmo app</p>
<button type="button">Close Venmo</button></div>
<script>
  const channel = location.hash.slice(1).replace(/^[A-Z]+_/, '');
  ${FRAMEBUS}
  handlers['VENMO_DESKTOP_DISPLAY_QR_CODE'] = (data) => { document.body.dataset.context = data.id; };
  document.querySelector('button').onclick = () => send('VENMO_DESKTOP_CUSTOMER_CANCELED');
  send('VENMO_DESKTOP_IFRAME_READY');
</script></body></html>`;

/**
 * Cardinal's Songbird as braintree-web drives it: setup answers with a device data session,
 * continue('cca') shows the bank's challenge and reports it validated (passed or failed, from
 * the lookup's payload) with a response JWT Braintree then authenticates.
 */
const SONGBIRD_SCRIPT = `window.Cardinal = {
  handlers: {},
  on(event, handler) { this.handlers[event] = handler; },
  off(event) { delete this.handlers[event]; },
  configure() {},
  setup(kind, data) {
    window.cardinalSetup = { kind, jwt: data.jwt };
    setTimeout(() => this.handlers['payments.setupComplete']?.({ sessionId: 'df-reference-1' }));
  },
  trigger() { return Promise.resolve({ Status: true }); },
  continue(kind, challenge, order) {
    window.cardinalChallenges = [...(window.cardinalChallenges || []), { kind, challenge, order }];
    const passed = challenge.Payload === 'pass';
    setTimeout(() => this.handlers['payments.validated']?.(
      { ActionCode: passed ? 'SUCCESS' : 'FAILURE', Validated: true, ErrorNumber: 0, Payment: { ExtendedData: {} } },
      passed ? 'cardinal-validated-pass' : 'cardinal-validated-fail'), 50);
  },
};`;

/**
 * PayPal's JS SDK: Buttons draws PayPal's button; its click asks the merchant's
 * createBillingAgreement for the token, then PayPal's window approves (onApprove with the
 * billing token, as PayPal's does) or is closed (onCancel), as the test's outcomes say.
 */
const PAYPAL_SDK = `window.paypal = {
  FUNDING: { PAYPAL: 'paypal' },
  Buttons(options) {
    return {
      isEligible: () => options.fundingSource === 'paypal',
      render(selector) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.onclick = async () => {
          const billingToken = await options.createBillingAgreement();
          const outcome = (window.paypalOutcomes || []).shift() || 'cancel';
          if (outcome === 'approve') await options.onApprove({ billingToken, payerID: 'PAYER-FAKE' });
          else options.onCancel({ billingToken });
        };
        document.querySelector(selector).append(button);
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
  },
};`;

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
