import { isUsNationalNumber } from '../../flows/rules/us-number';
import type { Db } from '../db/database';
import type { OutboxMessage } from '../db/schema';
import { metrics } from '../metrics/registry';
import type { Clock } from './clock';
import { newId } from './secrets';

export type OutboundMessage = {
  channel: 'sms' | 'voice' | 'email';
  /** What the message is for, counted by kind in the metrics (never its text or recipient). */
  kind: 'code' | 'invitation' | 'reset' | 'email_verification' | 'statement';
  recipient: string;
  subject?: string;
  body: string;
  /** Machine-readable parts (code, link) so tests need not parse the body. */
  data?: Record<string, string>;
};

/** +1 and ten digits of a US area code: the only recipients of a text or a call. */
const isUsRecipient = (recipient: string): boolean =>
  recipient.startsWith('+1') && isUsNationalNumber(recipient.slice(2));

/**
 * Everything the sandbox "sends" lands here instead of a carrier or mail provider, like a mail
 * catcher. Written in the caller's transaction, so a rolled-back send leaves no message.
 */
export async function sendMessage(db: Db, clock: Clock, message: OutboundMessage): Promise<void> {
  // The last guard before a carrier: every route checks the number first, so this never
  // refuses a caller's number; it stops a code path that forgot to.
  if (message.channel !== 'email' && !isUsRecipient(message.recipient)) {
    throw new Error('Refused to text a number outside the US area codes.');
  }
  await db
    .insertInto('outbox')
    .values({
      id: newId('msg'),
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? '',
      body: message.body,
      data: message.data ?? {},
      created_at: clock.now(),
    })
    .execute();
  metrics.messageSent(message.channel, message.kind);
}

export async function readOutbox(
  db: Db,
  filter: { recipient?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  return query.limit(filter.limit ?? 50).execute();
}
