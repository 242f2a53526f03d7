import { sql } from 'kysely';
import { PIN_LENGTH } from '../../flows/rules/constants';
import type { Db } from '../db/database';
import { type Clock, HOUR, MINUTE, SECOND } from './clock';
import { sendMessage } from './outbox';
import { hmac, newId, randomDigits, safeEqual } from './secrets';

/** Spec section 9: pin length 6. The rest are the sandbox's own limits (README). */
export const PIN_RULES = {
  length: PIN_LENGTH,
  lifetimeMs: 10 * MINUTE,
  maxWrongTries: 5,
  maxSendsPerHour: 5,
  resendCooldownMs: 30 * SECOND,
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

export const PIN_MESSAGES = {
  ERR_PIN_INVALID: 'That code is not right. Please check it and try again.',
  ERR_PIN_EXPIRED: 'That code has expired. Please request a new one.',
  ERR_PIN_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Please request a new one.',
  ERR_PIN_RESEND_COOLDOWN: 'Please wait a moment before requesting another code.',
  ERR_PIN_SEND_LIMIT: 'Too many codes requested. Please try again later.',
} as const;

export type PinEngine = ReturnType<typeof createPinEngine>;

/**
 * Phone confirmation codes. A PIN is bound to the phone number and the device (deviceUuid)
 * that requested it; sending a new one retires the old one, so only the newest code works.
 * Only a keyed digest is stored: with 10^6 possible codes a plain hash would be reversible.
 */
export function createPinEngine({ db, clock, pepper }: { db: Db; clock: Clock; pepper: string }) {
  const digest = (id: string, pin: string) => hmac(pepper, `${id}:${pin}`);

  async function send(input: { phoneNumber: string; deviceUuid: string; channel: PinChannel }) {
    return db.transaction().execute(async (trx): Promise<SendResult> => {
      // Serialises sends for one phone across instances, so the hourly cap cannot be raced.
      await sql`select pg_advisory_xact_lock(hashtext(${`pin:${input.phoneNumber}`}))`.execute(trx);
      const now = clock.now();
      const windowStart = new Date(now.getTime() - HOUR);
      const recent = await trx
        .selectFrom('pins')
        .select('created_at')
        .where('phone_number', '=', input.phoneNumber)
        .where('created_at', '>', windowStart)
        .orderBy('created_at', 'asc')
        .execute();
      const latest = recent.at(-1)?.created_at;
      if (latest && now.getTime() - latest.getTime() < PIN_RULES.resendCooldownMs) {
        const code = 'ERR_PIN_RESEND_COOLDOWN';
        const resendAvailableAt = new Date(latest.getTime() + PIN_RULES.resendCooldownMs);
        return { ok: false, code, message: PIN_MESSAGES[code], resendAvailableAt };
      }
      if (recent.length >= PIN_RULES.maxSendsPerHour) {
        const code = 'ERR_PIN_SEND_LIMIT';
        const oldest = recent[recent.length - PIN_RULES.maxSendsPerHour]!.created_at;
        const resendAvailableAt = new Date(oldest.getTime() + HOUR);
        return { ok: false, code, message: PIN_MESSAGES[code], resendAvailableAt };
      }

      await trx
        .updateTable('pins')
        .set({ burned_at: now })
        .where('phone_number', '=', input.phoneNumber)
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
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      await sendMessage(trx, clock, {
        channel: input.channel,
        recipient: input.phoneNumber,
        body:
          input.channel === 'sms'
            ? `${pin} is your Harbor confirmation code. It expires in 10 minutes. Never share it.`
            : `Your Harbor confirmation code is ${pin.split('').join(' ')}.`,
        data: { code: pin },
      });
      return {
        ok: true,
        expiresAt,
        resendAvailableAt: new Date(now.getTime() + PIN_RULES.resendCooldownMs),
        sendsRemaining: PIN_RULES.maxSendsPerHour - recent.length - 1,
      };
    });
  }

  async function verify(input: { phoneNumber: string; deviceUuid: string; code: string }) {
    return db.transaction().execute(async (trx): Promise<VerifyResult> => {
      const now = clock.now();
      // FOR UPDATE makes concurrent verifies of one PIN take turns: only one can use it.
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
        return { ok: false, code, message: PIN_MESSAGES[code], attemptsRemaining: 0 };
      }
      if (safeEqual(digest(pin.id, input.code), pin.pin_hash)) {
        await trx.updateTable('pins').set({ used_at: now }).where('id', '=', pin.id).execute();
        return { ok: true };
      }
      const attempts = pin.attempts + 1;
      const burned = attempts >= PIN_RULES.maxWrongTries;
      await trx
        .updateTable('pins')
        .set({ attempts, burned_at: burned ? now : null })
        .where('id', '=', pin.id)
        .execute();
      const code = burned ? 'ERR_PIN_ATTEMPTS_EXCEEDED' : 'ERR_PIN_INVALID';
      return {
        ok: false,
        code,
        message: PIN_MESSAGES[code],
        attemptsRemaining: PIN_RULES.maxWrongTries - attempts,
      };
    });
  }

  /** When the next send may go out, for screens that show a resend countdown. */
  async function resendAvailableAt(phoneNumber: string): Promise<Date> {
    const latest = await db
      .selectFrom('pins')
      .select('created_at')
      .where('phone_number', '=', phoneNumber)
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
