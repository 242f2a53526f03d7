import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'webreg-sandbox';
const KEY_FILE = 'jwt-secret';

/**
 * What a token lets its holder do: an access token after a PIN, a session after login, the
 * registration's own token, and the link token handed to the bank-link widget (a third
 * party), which opens nothing else. verify() takes exactly one purpose.
 */
type TokenPurpose = 'access' | 'registration' | 'session' | 'plaid-link';
type TokenClaims = { sub: string; purpose: TokenPurpose; [claim: string]: unknown };

/**
 * The HS256 key: JWT_SECRET when set; otherwise generated once and kept (mode 0600) in the
 * data folder, so tokens survive a restart of a single development instance.
 */
export function loadJwtSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export type Tokens = {
  sign: (claims: TokenClaims, lifetimeSeconds: number) => Promise<string>;
  /** The claims, or undefined for a bad, expired or wrong-purpose token. */
  verify: (token: string, purpose: TokenPurpose) => Promise<TokenClaims | undefined>;
};

export function createTokens(key: Uint8Array, now: () => Date = () => new Date()): Tokens {
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    sign: (claims, lifetimeSeconds) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + lifetimeSeconds)
        .setJti(randomBytes(9).toString('base64url'))
        .sign(key),
    verify: async (token, purpose) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (payload.purpose !== purpose || typeof payload.sub !== 'string') return undefined;
        return payload as TokenClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
