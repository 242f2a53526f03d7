import { sql, type Transaction } from 'kysely';
import { PIN_LENGTH } from '../../flows/rules/constants';
import type { Locale } from '../../vocabulary/locales';
import { SERVER_ANSWERS_EN } from '../../vocabulary/messages/server-answers.en';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { outboundText } from '../messages/outbound';
import { type Clock, HOUR, MINUTE, SECOND } from './clock';
import { sendMessage } from './outbox';
import { hmac, newId, randomDigits, safeEqual } from './secrets';

/**
 * Spec section 9: pin length 6. The rest are the sandbox's own limits (README). Sends and wrong
 * tries count per phone and requester (the client's IP, or its /56 for IPv6), so someone else
 * asking for codes to a number cannot spend its owner's allowance; the per-phone ceilings bound
 * what all requesters together can do to one number (SMS pumping, guessing), at the price that
 * several networks acting together can still hold a number up for an hour.
 * @internal
 */
export const PIN_RULES = {
  length: PIN_LENGTH,
  lifetimeMs: 10 * MINUTE,
  /** Per code, and per phone and requester over the codes sent in the last hour. */
  maxWrongTries: 5,
  /** Per phone and requester. */
  maxSendsPerHour: 5,
  /** Per phone and requester. */
  resendCooldownMs: 30 * SECOND,
  /** Every SMS and call to one number in an hour, codes and invitations, whoever asked. */
  phoneMessagesPerHour: 15,
  /** Wrong tries on one number's codes sent in the last hour, whoever asked. */
  phoneWrongTriesPerHour: 10,
} as const;

export type PinChannel = 'sms' | 'voice';

export type SendResult =
  | { ok: true; expiresAt: Date; resendAvailableAt: Date; sendsRemaining: number }
  | {
      ok: false;
      code: 'ERR_PIN_RESEND_COOLDOWN' | 'ERR_PIN_SEND_LIMIT';
      message: string;
      resendAvailableAt: Date;
    };

export type VerifyResult =
  | { ok: true }
  | {
      ok: false;
      code: 'ERR_PIN_INVALID' | 'ERR_PIN_EXPIRED' | 'ERR_PIN_ATTEMPTS_EXCEEDED';
      message: string;
      attemptsRemaining: number;
    };

export type PinEngine = ReturnType<typeof createPinEngine>;

type Trx = Transaction<Database>;

/**
 * Serialises everything that counts against one phone's hourly window (sends, wrong tries,
 * invitations) across connections and instances, so no limit can be raced.
 */
export async function lockPhone(trx: Trx, phoneNumber: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`pin:${phoneNumber}`}))`.execute(trx);
}

/**
 * When an hourly window holding `entries` (oldest first) drops below `cap` again, or undefined
 * when it is already below: the moment enough of the oldest entries have aged out of it.
 */
function windowReopensAt(entries: Array<{ at: Date; weight: number }>, cap: number) {
  let total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  if (total < cap) return undefined;
  for (const entry of entries) {
    total -= entry.weight;
    if (total < cap) return new Date(entry.at.getTime() + HOUR);
  }
  return undefined;
}

/** Every SMS and call that went to the number in the last hour (codes and invitations). */
async function phoneMessages(trx: Trx, phoneNumber: string, since: Date) {
  const rows = await trx
    .selectFrom('outbox')
    .select('created_at')
    .where('recipient', '=', phoneNumber)
    .where('channel', 'in', ['sms', 'voice'])
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => ({ at: row.created_at, weight: 1 }));
}

/**
 * When the number may be texted again, or undefined when its hourly ceiling has room: for
 * invitations, which share the window with the codes. Call inside the transaction that sends,
 * after lockPhone.
 */
export async function phoneWindowFullUntil(
  trx: Trx,
  phoneNumber: string,
  now: Date,
): Promise<Date | undefined> {
  const messages = await phoneMessages(trx, phoneNumber, new Date(now.getTime() - HOUR));
  return windowReopensAt(messages, PIN_RULES.phoneMessagesPerHour);
}

/**
 * Phone confirmation codes. A PIN is bound to the phone number and the device (deviceUuid)
 * that requested it; a new send retires that device's older code, so only its newest works.
 * Only a keyed digest is stored: with 10^6 possible codes a plain hash would be reversible.
 * `client` names the requester (its IP key); only a keyed digest of it is stored.
 */
export function createPinEngine({ db, clock, pepper }: { db: Db; clock: Clock; pepper: string }) {
  const digest = (id: string, pin: string) => hmac(pepper, `${id}:${pin}`);
  const requesterOf = (client: string) => hmac(pepper, `requester:${client}`);

  /** This phone's codes sent in the last hour, oldest first: who asked, and wrong tries. */
  const recentPins = (trx: Trx, phoneNumber: string, now: Date) =>
    trx
      .selectFrom('pins')
      .select(['created_at', 'requester', 'attempts'])
      .where('phone_number', '=', phoneNumber)
      .where('created_at', '>', new Date(now.getTime() - HOUR))
      .orderBy('created_at', 'asc')
      .execute();
  const wrongTries = (pins: Array<{ created_at: Date; attempts: number }>) =>
    pins.map((pin) => ({ at: pin.created_at, weight: pin.attempts }));

  async function send(input: {
    phoneNumber: string;
    deviceUuid: string;
    channel: PinChannel;
    client: string;
    locale: Locale;
  }) {
    return db.transaction().execute(async (trx): Promise<SendResult> => {
      await lockPhone(trx, input.phoneNumber);
      const now = clock.now();
      const requester = requesterOf(input.client);
      const recent = await recentPins(trx, input.phoneNumber, now);
      const mine = recent.filter((pin) => pin.requester === requester);
      const latest = mine.at(-1)?.created_at;
      if (latest && now.getTime() - latest.getTime() < PIN_RULES.resendCooldownMs) {
        const code = 'ERR_PIN_RESEND_COOLDOWN';
        const resendAvailableAt = new Date(latest.getTime() + PIN_RULES.resendCooldownMs);
        return { ok: false, code, message: SERVER_ANSWERS_EN[code], resendAvailableAt };
      }
      const messages = await phoneMessages(trx, input.phoneNumber, new Date(now.getTime() - HOUR));
      // A code is no use to a requester with no wrong tries left, so none is sent.
      const full = [
        windowReopensAt(
          mine.map((pin) => ({ at: pin.created_at, weight: 1 })),
          PIN_RULES.maxSendsPerHour,
        ),
        windowReopensAt(wrongTries(mine), PIN_RULES.maxWrongTries),
        windowReopensAt(messages, PIN_RULES.phoneMessagesPerHour),
        windowReopensAt(wrongTries(recent), PIN_RULES.phoneWrongTriesPerHour),
      ].filter((at) => at !== undefined);
      if (full.length > 0) {
        const code = 'ERR_PIN_SEND_LIMIT';
        const resendAvailableAt = new Date(Math.max(...full.map((at) => at.getTime())));
        return { ok: false, code, message: SERVER_ANSWERS_EN[code], resendAvailableAt };
      }

      await trx
        .updateTable('pins')
        .set({ burned_at: now })
        .where('phone_number', '=', input.phoneNumber)
        .where('device_uuid', '=', input.deviceUuid)
        .where('used_at', 'is', null)
        .where('burned_at', 'is', null)
        .execute();
      const id = newId('pin');
      const pin = randomDigits(PIN_RULES.length);
      const expiresAt = new Date(now.getTime() + PIN_RULES.lifetimeMs);
      await trx
        .insertInto('pins')
        .values({
          id,
          phone_number: input.phoneNumber,
          device_uuid: input.deviceUuid,
          request_id: id,
          channel: input.channel,
          pin_hash: digest(id, pin),
          requester,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      await sendMessage(trx, clock, {
        channel: input.channel,
        kind: 'code',
        recipient: input.phoneNumber,
        body:
          input.channel === 'sms'
            ? outboundText(input.locale, 'codeSms', {
                pin,
                minutes: PIN_RULES.lifetimeMs / MINUTE,
              })
            : outboundText(input.locale, 'codeVoice', { digits: pin.split('').join(' ') }),
        data: { code: pin },
      });
      return {
        ok: true,
        expiresAt,
        resendAvailableAt: new Date(now.getTime() + PIN_RULES.resendCooldownMs),
        sendsRemaining: Math.min(
          PIN_RULES.maxSendsPerHour - mine.length - 1,
          PIN_RULES.phoneMessagesPerHour - messages.length - 1,
        ),
      };
    });
  }

  async function verify(input: { phoneNumber: string; deviceUuid: string; code: string }) {
    return db.transaction().execute(async (trx): Promise<VerifyResult> => {
      // Wrong tries count across the phone's codes: verifies of one phone take turns.
      await lockPhone(trx, input.phoneNumber);
      const now = clock.now();
      const pin = await trx
        .selectFrom('pins')
        .selectAll()
        .where('phone_number', '=', input.phoneNumber)
        .where('device_uuid', '=', input.deviceUuid)
        .where('used_at', 'is', null)
        .where('burned_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!pin || pin.expires_at <= now) {
        const code = 'ERR_PIN_EXPIRED';
        return { ok: false, code, message: SERVER_ANSWERS_EN[code], attemptsRemaining: 0 };
      }
      // A new code gives no fresh guesses: what is left is the least of the code's own tries,
      // its requester's over the hour and the phone's over the hour.
      const recent = await recentPins(trx, input.phoneNumber, now);
      const sum = (pins: typeof recent) => pins.reduce((total, row) => total + row.attempts, 0);
      const left = Math.min(
        PIN_RULES.maxWrongTries - pin.attempts,
        PIN_RULES.maxWrongTries - sum(recent.filter((row) => row.requester === pin.requester)),
        PIN_RULES.phoneWrongTriesPerHour - sum(recent),
      );
      if (left <= 0) {
        await trx.updateTable('pins').set({ burned_at: now }).where('id', '=', pin.id).execute();
        const code = 'ERR_PIN_ATTEMPTS_EXCEEDED';
        return { ok: false, code, message: SERVER_ANSWERS_EN[code], attemptsRemaining: 0 };
      }
      if (safeEqual(digest(pin.id, input.code), pin.pin_hash)) {
        await trx.updateTable('pins').set({ used_at: now }).where('id', '=', pin.id).execute();
        return { ok: true };
      }
      const burned = left - 1 <= 0;
      await trx
        .updateTable('pins')
        .set({ attempts: pin.attempts + 1, burned_at: burned ? now : null })
        .where('id', '=', pin.id)
        .execute();
      const code = burned ? 'ERR_PIN_ATTEMPTS_EXCEEDED' : 'ERR_PIN_INVALID';
      return { ok: false, code, message: SERVER_ANSWERS_EN[code], attemptsRemaining: left - 1 };
    });
  }

  /** When this requester's next send may go out, for screens that show a resend countdown. */
  async function resendAvailableAt(phoneNumber: string, client: string): Promise<Date> {
    const latest = await db
      .selectFrom('pins')
      .select('created_at')
      .where('phone_number', '=', phoneNumber)
      .where('requester', '=', requesterOf(client))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const now = clock.now();
    if (!latest) return now;
    const opens = new Date(latest.created_at.getTime() + PIN_RULES.resendCooldownMs);
    return opens > now ? opens : now;
  }

  return { send, verify, resendAvailableAt };
}
