import type { ClientConfig } from '../vocabulary/client-config';

/** The CSP directives a browser SDK needs beyond 'self'. */
export type ProviderOrigins = {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
};

// Braintree's published CSP hosts (hosted fields, client API, analytics), 3-D Secure's
// Cardinal Commerce, Google Pay's pay.js and PayPal's JS SDK; Apple Pay needs none (Safari's
// own sheet).
const BRAINTREE = {
  sandbox: {
    scriptSrc: ['https://js.braintreegateway.com', 'https://songbirdstag.cardinalcommerce.com'],
    frameSrc: [
      'https://assets.braintreegateway.com',
      'https://centinelapistag.cardinalcommerce.com',
    ],
    connectSrc: [
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://payments.sandbox.braintree-api.com',
      'https://centinelapistag.cardinalcommerce.com',
    ],
  },
  production: {
    scriptSrc: ['https://js.braintreegateway.com', 'https://songbird.cardinalcommerce.com'],
    frameSrc: ['https://assets.braintreegateway.com', 'https://centinelapi.cardinalcommerce.com'],
    connectSrc: [
      'https://api.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://centinelapi.cardinalcommerce.com',
    ],
  },
} as const;
const GOOGLE_PAY = 'https://pay.google.com';
// PayPal through Braintree (paypalCheckout): the JS SDK from www.paypal.com draws its button
// and opens its window; its images come from paypalobjects.
const PAYPAL = {
  sandbox: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  production: ['https://www.paypal.com'],
} as const;
const PAYPAL_IMAGES = 'https://www.paypalobjects.com';

// Plaid Link: react-plaid-link loads link-initialize.js from the CDN, which opens the Link
// iframe from the same CDN; the iframe calls whichever environment the link token names.
const PLAID = {
  scriptSrc: ['https://cdn.plaid.com'],
  frameSrc: ['https://cdn.plaid.com'],
  connectSrc: ['https://production.plaid.com', 'https://sandbox.plaid.com'],
} as const;

/**
 * Exactly the origins the configured providers need: none for the sandbox (its approval window,
 * nonces and bank link are on our own origin), Braintree's for its environment when
 * PAYMENTS_PROVIDER is braintree, Plaid's when BANK_LINK is plaid.
 */
export function providerOrigins(client: ClientConfig): ProviderOrigins {
  const origins: ProviderOrigins = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  if (client.payments?.provider === 'braintree') {
    const hosts = BRAINTREE[client.payments.environment];
    const paypal = PAYPAL[client.payments.environment];
    origins.scriptSrc.push(...hosts.scriptSrc, GOOGLE_PAY, 'https://www.paypal.com');
    origins.frameSrc.push(...hosts.frameSrc, GOOGLE_PAY, ...paypal);
    origins.connectSrc.push(...hosts.connectSrc, GOOGLE_PAY, ...paypal);
    origins.imgSrc.push('https://assets.braintreegateway.com', GOOGLE_PAY, PAYPAL_IMAGES);
  }
  if (client.bankLink === 'plaid') {
    origins.scriptSrc.push(...PLAID.scriptSrc);
    origins.frameSrc.push(...PLAID.frameSrc);
    origins.connectSrc.push(...PLAID.connectSrc);
  }
  return origins;
}
