import type { BraintreeSettings } from '../vocabulary/client-config';

/** Braintree's GraphQL API, by environment (client tokens are made there). */
const BRAINTREE_GRAPHQL = {
  sandbox: 'https://payments.sandbox.braintree-api.com/graphql',
  production: 'https://payments.braintree-api.com/graphql',
} as const;

/** The server's side of Braintree: where and as whom the sandbox asks for client tokens. */
export type BraintreeCredentials = {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  graphqlUrl: string;
};

export type PaymentsConfig = {
  /** What the page is told; unset: the sandbox's test mode. */
  client: BraintreeSettings | undefined;
  braintree: BraintreeCredentials | undefined;
};

type Read = (name: string) => string | undefined;
type Fail = <T>(message: string, fallback: T) => T;

/**
 * PAYMENTS_PROVIDER=braintree switches cards and wallets to Braintree: BRAINTREE_MERCHANT_ID,
 * BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY are then required, BRAINTREE_ENVIRONMENT is
 * sandbox (default) or production, GOOGLE_PAY_MERCHANT_ID is Google's id for production.
 */
export function parsePaymentsConfig(read: Read, fail: Fail): PaymentsConfig {
  const provider = read('PAYMENTS_PROVIDER') ?? 'sandbox';
  if (provider === 'sandbox') return { client: undefined, braintree: undefined };
  if (provider !== 'braintree')
    return fail('PAYMENTS_PROVIDER must be sandbox or braintree.', {
      client: undefined,
      braintree: undefined,
    });
  const environment = read('BRAINTREE_ENVIRONMENT') ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production')
    fail('BRAINTREE_ENVIRONMENT must be sandbox or production.', 0);
  const merchantId = read('BRAINTREE_MERCHANT_ID');
  const publicKey = read('BRAINTREE_PUBLIC_KEY');
  const privateKey = read('BRAINTREE_PRIVATE_KEY');
  if (!merchantId || !publicKey || !privateKey)
    fail(
      'PAYMENTS_PROVIDER=braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY.',
      0,
    );
  const env = environment === 'production' ? 'production' : 'sandbox';
  const googlePayMerchantId = read('GOOGLE_PAY_MERCHANT_ID');
  return {
    client: {
      provider: 'braintree',
      environment: env,
      ...(googlePayMerchantId ? { googlePayMerchantId } : {}),
    },
    braintree:
      merchantId && publicKey && privateKey
        ? {
            merchantId,
            publicKey,
            privateKey,
            // A test's local fake of Braintree's API (never in production).
            graphqlUrl: read('BRAINTREE_GRAPHQL_URL') ?? BRAINTREE_GRAPHQL[env],
          }
        : undefined,
  };
}
