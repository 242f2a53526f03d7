import type { Db } from '../db/database';
import type { User } from '../db/schema';
import type { Tokens } from './jwt';
import { TOKEN_LIFETIME } from './services/deps';
import { findUser } from './users';

/** The claim that ties a token to the user's session epoch (users.session_epoch). */
const EPOCH = 'epoch';

/** A session token for the user, bound to their current session epoch. */
export function signSession(
  tokens: Tokens,
  user: Pick<User, 'id' | 'role' | 'session_epoch'>,
): Promise<string> {
  return tokens.sign(
    { sub: user.id, purpose: 'session', role: user.role, [EPOCH]: user.session_epoch },
    TOKEN_LIFETIME.session,
  );
}

/** The epoch a token was issued at; tokens signed before a user existed count as 0. */
export const tokenEpoch = (claims: Record<string, unknown>): number =>
  typeof claims[EPOCH] === 'number' ? claims[EPOCH] : 0;

export const epochClaim = (epoch: number) => ({ [EPOCH]: epoch });

/**
 * The user a session token stands for, or undefined when the token is bad, expired, of another
 * purpose, or older than the user's last password reset.
 */
export async function verifySession(
  deps: { db: Db; tokens: Tokens },
  token: string,
): Promise<User | undefined> {
  const claims = await deps.tokens.verify(token, 'session');
  if (!claims || typeof claims[EPOCH] !== 'number') return undefined;
  const user = await findUser(deps.db, claims.sub);
  return user && user.session_epoch === claims[EPOCH] ? user : undefined;
}
