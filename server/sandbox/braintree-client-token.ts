import type { BraintreeCredentials } from '../payments-config';

/** Braintree's GraphQL API version this call was written against (a required header). */
const BRAINTREE_VERSION = '2019-01-01';
const TIMEOUT_MS = 10_000;

const CREATE_CLIENT_TOKEN =
  'mutation CreateClientToken($input: CreateClientTokenInput) { createClientToken(input: $input) { clientToken } }';

/**
 * get_braintree_client_token under PAYMENTS_PROVIDER=braintree: a client token from
 * Braintree's GraphQL API (createClientToken), authorised by the merchant's API key pair.
 * The page's braintree-web takes it as its authorization; it grants nothing else.
 */
export async function braintreeClientToken(
  credentials: BraintreeCredentials,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const key = Buffer.from(`${credentials.publicKey}:${credentials.privateKey}`).toString('base64');
  const response = await fetchImpl(credentials.graphqlUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${key}`,
      'braintree-version': BRAINTREE_VERSION,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query: CREATE_CLIENT_TOKEN, variables: { input: {} } }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: { createClientToken?: { clientToken?: unknown } };
  };
  const token = body.data?.createClientToken?.clientToken;
  if (!response.ok || typeof token !== 'string')
    throw new Error(`Braintree refused a client token (${response.status}).`);
  return token;
}
