import type { Locale } from '../../vocabulary/locales';
import type { Db } from '../db/database';
import { outboundText } from '../messages/outbound';
import { DAY } from './clock';
import type { Trx } from './flows/types';
import { sendMessage } from './outbox';
import { newId, randomToken, sha256 } from './secrets';

const LIFETIME_MS = 7 * DAY;

/** Emails a tokenized link when an account is created with an email address. */
export async function sendEmailVerification(
  trx: Trx,
  input: { userId: string; email: string; now: Date; publicBaseUrl: string; locale: Locale },
): Promise<void> {
  const token = randomToken();
  await trx
    .insertInto('invitations')
    .values({
      id: newId('emv'),
      token_hash: sha256(token),
      kind: 'email-verification',
      invitee_user_id: input.userId,
      expires_at: new Date(input.now.getTime() + LIFETIME_MS),
      created_at: input.now,
    })
    .execute();
  const url = new URL('/', input.publicBaseUrl);
  url.searchParams.set('verifyEmailToken', token);
  url.searchParams.set('userId', input.userId);
  const link = url.toString();
  await sendMessage(
    trx,
    { now: () => input.now },
    {
      channel: 'email',
      kind: 'email_verification',
      recipient: input.email,
      subject: outboundText(input.locale, 'emailVerificationSubject'),
      body: outboundText(input.locale, 'emailVerificationBody', { link }),
      data: { link, token, userId: input.userId },
    },
  );
}

/**
 * Spends the link's token; the answer is verified or unverified (spec section 4). A link
 * opened again (a second click, the mail app's and the browser's tab) finds its token already
 * spent for this user: the address is verified, and the answer says so rather than that it
 * is not. A token never spent stays unverified once it has expired.
 */
export async function verifyEmailLink(
  db: Db,
  input: { tokenizedLink: string; userId: string; now: Date },
): Promise<'verified' | 'unverified'> {
  let token: string | null = null;
  try {
    token = new URL(input.tokenizedLink, 'http://link.invalid').searchParams.get(
      'verifyEmailToken',
    );
  } catch {
    return 'unverified';
  }
  if (!token) return 'unverified';
  const tokenHash = sha256(token);
  const spent = await db
    .updateTable('invitations')
    .set({ status: 'accepted' })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'email-verification')
    .where('invitee_user_id', '=', input.userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 1n) return 'verified';
  const spentBefore = await db
    .selectFrom('invitations')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'email-verification')
    .where('invitee_user_id', '=', input.userId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return spentBefore ? 'verified' : 'unverified';
}
