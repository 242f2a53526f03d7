import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { SERVER_ANSWERS_EN } from '../../vocabulary/messages/server-answers.en';
import { PASSWORD_LENGTH } from '../../vocabulary/password-length';
import { breachedPasswords } from './breached-passwords';
import { isContextWord, type PasswordContext, wordsOf } from './password-words';
import { WorkLimit } from './work-limit';

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
export type ScryptCost = { N: number; r: number; p: number };

const KEY_LENGTH = 64;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: SERVER_ANSWERS_EN.ERR_PASSWORD_TOO_SHORT,
  too_long: SERVER_ANSWERS_EN.ERR_PASSWORD_TOO_LONG,
  too_common: SERVER_ANSWERS_EN.ERR_PASSWORD_TOO_COMMON,
};

/**
 * The reason a new password is refused, or undefined when it is acceptable. NIST SP 800-63B
 * 5.1.1.2: breached and common passwords (breached-passwords.ts), dictionary words with digits
 * or symbols added or letters swapped (P@ssw0rd, dragon2024), and words of the context (the
 * product's name, the person's email, phone number and names: password-words.ts). All are
 * "too common" in the catalogue's words.
 */
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordProblem | undefined> {
  // Length in code points, as NIST counts characters, not UTF-16 units.
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_LENGTH.min) return 'too_short';
  if (length > PASSWORD_LENGTH.max) return 'too_long';
  const breached = await breachedPasswords();
  if (wordsOf(password).some(breached)) return 'too_common';
  if (isContextWord(password, context)) return 'too_common';
  return undefined;
}

/**
 * Every scrypt derivation of the process (hash, verify, the dummy hash) takes a slot here. One
 * derivation at OWASP cost is 128 MiB and ~100 ms of a core on libuv's 4-thread pool: two at
 * once leave threads for file and DNS work and bound memory; a short queue absorbs a burst of
 * sign-ups and logins, and a flood beyond it gets 503 ERR_BUSY at once instead of stalling
 * every login behind it. One address may hold 2 of the 8 places, and a busy address gives its
 * place up to one that has asked for less (work-limit.ts).
 */
export const passwordWork = new WorkLimit({
  concurrency: 2,
  maxQueue: 8,
  maxQueuePerClient: 2,
  retryAfterSeconds: 1,
});

/** Request work may be refused when the queue is full; start-up work waits its turn. */
export type WorkKind = 'request' | 'startup';

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  kind: WorkKind = 'request',
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    kind === 'request',
  );
}

/** `scrypt$N$r$p$salt$key`: the cost travels with the hash, so it can rise later. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = OWASP_SCRYPT,
  kind: WorkKind = 'request',
) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, kind);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at the same cost: checked when no account matches, so a login
 * for an unknown phone number takes as long as one for a known number.
 */
export function dummyHash(cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost, 'startup');
}
