import type { NonceType } from '../../vocabulary/sandbox-cards';
import type { BraintreeCredentials } from '../payments-config';

/** Braintree's GraphQL API version these calls were written against (a required header). */
const BRAINTREE_VERSION = '2019-01-01';
const TIMEOUT_MS = 10_000;

const CREATE_CLIENT_TOKEN =
  'mutation CreateClientToken($input: CreateClientTokenInput) { createClientToken(input: $input) { clientToken } }';

const VAULT_PAYMENT_METHOD =
  'mutation VaultPaymentMethod($input: VaultPaymentMethodInput!) { vaultPaymentMethod(input: $input) { paymentMethod { id details { __typename } } verification { status } } }';

type GraphqlAnswer<T> = {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { errorClass?: string } }>;
};

/** One call to Braintree's GraphQL API, authorised by the merchant's API key pair. */
async function braintreeGraphql<T>(
  credentials: BraintreeCredentials,
  query: string,
  variables: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<{ status: number; ok: boolean; body: GraphqlAnswer<T> }> {
  const key = Buffer.from(`${credentials.publicKey}:${credentials.privateKey}`).toString('base64');
  const response = await fetchImpl(credentials.graphqlUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${key}`,
      'braintree-version': BRAINTREE_VERSION,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  return { status: response.status, ok: response.ok, body };
}

/**
 * get_braintree_client_token under PAYMENTS_PROVIDER=braintree: a client token from
 * Braintree's GraphQL API (createClientToken). The page's braintree-web takes it as its
 * authorization; it grants nothing else.
 */
export async function braintreeClientToken(
  credentials: BraintreeCredentials,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const { status, ok, body } = await braintreeGraphql<{
    createClientToken?: { clientToken?: unknown };
  }>(credentials, CREATE_CLIENT_TOKEN, { input: {} }, fetchImpl);
  const token = body.data?.createClientToken?.clientToken;
  if (!ok || typeof token !== 'string')
    throw new Error(`Braintree refused a client token (${status}).`);
  return token;
}

/** Braintree's payment method details, by the instant funding account type they become. */
const TYPE_OF_DETAILS: Record<string, NonceType> = {
  CreditCardDetails: 'debit',
  ApplePayCardDetails: 'apple_pay_card',
  GooglePayCardDetails: 'android_pay_card',
  PayPalAccountDetails: 'paypal_account',
  VenmoAccountDetails: 'venmo_account',
};

/** A verification the issuer or Braintree's fraud rules said no to. */
const DECLINED = new Set(['PROCESSOR_DECLINED', 'GATEWAY_REJECTED', 'FAILED']);

/**
 * What Braintree says of a nonce: `unknown` when it never issued it (or it expired or was used
 * already), else the vaulted method's type and whether its verification passed.
 */
export type VaultedNonce =
  | { known: false }
  | { known: true; type: NonceType | undefined; declined: boolean; paymentMethodId: string };

/**
 * A payment method nonce from the page, vaulted through Braintree's GraphQL API
 * (vaultPaymentMethod): the one check that it is Braintree's, for this merchant, and unused.
 * A refusal of the nonce itself (VALIDATION, NOT_FOUND) is `known: false`; an unreachable or
 * failing API throws, so the answer fails with the catalogue's default text.
 */
export async function vaultPaymentMethod(
  credentials: BraintreeCredentials,
  nonce: string,
  fetchImpl: typeof fetch = fetch,
): Promise<VaultedNonce> {
  const { status, ok, body } = await braintreeGraphql<{
    vaultPaymentMethod?: {
      paymentMethod?: { id?: unknown; details?: { __typename?: unknown } | null } | null;
      verification?: { status?: unknown } | null;
    } | null;
  }>(credentials, VAULT_PAYMENT_METHOD, { input: { paymentMethodId: nonce } }, fetchImpl);
  if (!ok) throw new Error(`Braintree could not vault a payment method (${status}).`);
  const vaulted = body.data?.vaultPaymentMethod;
  const method = vaulted?.paymentMethod;
  if (typeof method?.id !== 'string') {
    const refusedNonce = body.errors?.some((error) =>
      ['VALIDATION', 'NOT_FOUND'].includes(error.extensions?.errorClass ?? ''),
    );
    if (refusedNonce) return { known: false };
    throw new Error('Braintree answered vaultPaymentMethod without a payment method.');
  }
  return {
    known: true,
    type: TYPE_OF_DETAILS[String(method.details?.__typename)],
    declined: DECLINED.has(String(vaulted?.verification?.status)),
    paymentMethodId: method.id,
  };
}
