import type { Locale } from '../../vocabulary/locales';
import { SERVER_ANSWERS_EN } from '../../vocabulary/messages/server-answers.en';
import type { Db } from '../db/database';
import type { Role } from '../db/schema';
import { outboundText } from '../messages/outbound';
import { type Clock, HOUR } from './clock';
import { sendMessage } from './outbox';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, type ScryptCost } from './passwords';
import { newId, randomToken, sha256 } from './secrets';
import { findUser } from './users';

const RESET_TOKEN_LIFETIME_MS = HOUR;

export type ResetResult =
  | { ok: true }
  | { ok: false; code: 'ERR_INVALID_RESET_TOKEN' | 'ERR_PASSWORD_MISMATCH'; message: string }
  | { ok: false; code: 'ERR_INVALID_PASSWORD'; message: string };

/**
 * The link of a reset email; always from the configured origin, never the request's Host.
 * @internal
 */
export function resetLink(publicBaseUrl: string, role: Role, userId: string, token: string) {
  const segments = [role, userId, token].map(encodeURIComponent).join('/');
  return `${publicBaseUrl}/reset-password/${segments}`;
}

/** Reads role, uid and token back out of a reset link (the identity service receives the URL). */
export function parseResetLink(url: string): { userId: string; token: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://reset.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = /^\/reset-password\/[^/]+\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  return { userId: decodeURIComponent(match[1]!), token: decodeURIComponent(match[2]!) };
}

export type ResetTokens = ReturnType<typeof createResetTokens>;

const invalidLink: ResetResult = {
  ok: false,
  code: 'ERR_INVALID_RESET_TOKEN',
  message: SERVER_ANSWERS_EN.ERR_INVALID_RESET_TOKEN,
};

export function createResetTokens(deps: {
  db: Db;
  clock: Clock;
  publicBaseUrl: string;
  scryptCost?: ScryptCost;
}) {
  const { db, clock } = deps;

  /** Emails a link when the address is known; the caller answers the same either way. */
  async function requestReset(email: string, locale: Locale): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'status'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    if (!user?.email || user.status !== 'active') return;
    const token = randomToken();
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reset_tokens')
        .values({
          id: newId('rst'),
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
          created_at: now,
        })
        .execute();
      const link = resetLink(deps.publicBaseUrl, user.role, user.id, token);
      await sendMessage(trx, clock, {
        channel: 'email',
        kind: 'reset',
        recipient: user.email!,
        subject: outboundText(locale, 'resetSubject'),
        body: outboundText(locale, 'resetBody', { link, hours: RESET_TOKEN_LIFETIME_MS / HOUR }),
        data: { link, token, userId: user.id },
      });
    });
  }

  async function isValid(userId: string, token: string): Promise<boolean> {
    const row = await db
      .selectFrom('reset_tokens')
      .select('id')
      .where('token_hash', '=', sha256(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', clock.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the new password and spends the token; it never signs the user in. */
  async function resetPassword(input: {
    userId: string;
    token: string;
    newPassword: string;
    verifyPassword?: string;
  }): Promise<ResetResult> {
    if (input.verifyPassword !== undefined && input.verifyPassword !== input.newPassword) {
      return {
        ok: false,
        code: 'ERR_PASSWORD_MISMATCH',
        message: SERVER_ANSWERS_EN.ERR_PASSWORD_MISMATCH,
      };
    }
    const problem = await passwordProblem(input.newPassword);
    if (problem)
      return { ok: false, code: 'ERR_INVALID_PASSWORD', message: PASSWORD_MESSAGES[problem] };
    // Cheap checks first: a made-up or spent link never costs a hash (a flood of them would
    // otherwise queue real logins behind it).
    if (!(await isValid(input.userId, input.token))) return invalidLink;
    // The person's own words only once the link is proven: before, a refusal would tell a
    // stranger whether a guess was someone's email or phone number.
    const user = await findUser(db, input.userId);
    const personal = await passwordProblem(input.newPassword, {
      email: user?.email,
      phoneNumber: user?.phone_number,
      names: [user?.profile.firstName, user?.profile.lastName],
    });
    if (personal)
      return { ok: false, code: 'ERR_INVALID_PASSWORD', message: PASSWORD_MESSAGES[personal] };
    // Hashed before the transaction opens: no CPU work while a connection is held.
    const passwordHash = await hashPassword(input.newPassword, deps.scryptCost);
    return db.transaction().execute(async (trx): Promise<ResetResult> => {
      const now = clock.now();
      // The conditional update is the single-use guard: of two racing resets one matches.
      const spent = await trx
        .updateTable('reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', sha256(input.token))
        .where('user_id', '=', input.userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (spent.numUpdatedRows !== 1n) return invalidLink;
      // Any other outstanding link for this user stops working too.
      await trx
        .updateTable('reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', input.userId)
        .where('used_at', 'is', null)
        .execute();
      // A new epoch: every session and registration token issued before now is refused.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          session_epoch: eb('session_epoch', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', input.userId)
        .execute();
      return { ok: true };
    });
  }

  return { requestReset, isValid, resetPassword };
}
