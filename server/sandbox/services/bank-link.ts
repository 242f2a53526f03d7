import { createHash } from 'node:crypto';
import { INSTANT_BANK_ACCOUNTS, OAUTH_BANK_PHONE } from '../../../vocabulary/magic-values';
import { randomToken } from '../secrets';
import { type SandboxDeps, ServiceError } from './deps';

/** get_plaid_link_token's answer wraps a plaid-link token in this prefix (registration-queries). */
const LINK_TOKEN_PREFIX = 'link-sandbox-';

/**
 * The state an OAuth bank returns the page with: derived from the link token, so the return
 * can be checked without keeping anything, and it proves nothing outside this one link.
 */
const oauthStateId = (linkToken: string) =>
  `sandbox-oauth-${createHash('sha256').update(linkToken).digest('hex').slice(0, 24)}`;

const stateOf = (receivedRedirectUri: string): string | null => {
  try {
    return new URL(receivedRedirectUri).searchParams.get('oauth_state_id');
  } catch {
    return null;
  }
};

/**
 * The sandbox's Plaid-Link-like window (POST /sandbox/public-token). It takes only a link token
 * of get_plaid_link_token (purpose plaid-link, the registration it was made for); the OAuth
 * bank's registration (OAUTH_BANK_PHONE) first gets the `oauthStateId` to return with, then,
 * opened again with the address carrying it, its public token.
 */
export async function openSandboxBankLink(
  deps: SandboxDeps,
  input: { linkToken?: unknown; receivedRedirectUri?: unknown },
) {
  const linkToken = typeof input.linkToken === 'string' ? input.linkToken : '';
  const claims = linkToken.startsWith(LINK_TOKEN_PREFIX)
    ? await deps.tokens.verify(linkToken.slice(LINK_TOKEN_PREFIX.length), 'plaid-link')
    : undefined;
  if (!claims) throw new ServiceError(400, 'ERR_INVALID_LINK_TOKEN', 'The bank link has expired.');
  const registration = await deps.db
    .selectFrom('registrations')
    .select('phone_number')
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (registration?.phone_number === OAUTH_BANK_PHONE) {
    const returned = input.receivedRedirectUri;
    if (typeof returned !== 'string') return { oauthStateId: oauthStateId(linkToken) };
    if (stateOf(returned) !== oauthStateId(linkToken)) {
      throw new ServiceError(400, 'ERR_OAUTH_STATE', 'The bank sent back another link.');
    }
  }
  return { publicToken: `public-sandbox-${randomToken()}`, accounts: INSTANT_BANK_ACCOUNTS };
}
