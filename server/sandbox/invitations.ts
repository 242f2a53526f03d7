import { sql } from 'kysely';
import type { Locale } from '../../vocabulary/locales';
import type { Role } from '../db/schema';
import { outboundText } from '../messages/outbound';
import { RATE_LIMITED } from '../rate-limits';
import { DAY } from './clock';
import { flowError } from './flows/engine';
import type { FlowError, Trx } from './flows/types';
import type { InvitationBudget } from './invitation-budget';
import { sendMessage } from './outbox';
import { lockPhone, phoneWindowFullUntil } from './pins';
import { newId, randomToken, sha256 } from './secrets';

/** How long an invitation link works; copies of its SMS are kept as long (db/retention.ts). */
export const INVITATION_LIFETIME_MS = 14 * DAY;

/**
 * A family adds a few children at a time and invites a handful of people a day; more is a
 * script texting strangers on our number (one answer once held 313 children).
 */
export const INVITATION_LIMITS = { childrenPerAnswer: 10, perFamilyPerDay: 10 } as const;

/** @internal */
export const INVITATION_MESSAGES = {
  ERR_TOO_MANY_CHILDREN: `Please add at most ${INVITATION_LIMITS.childrenPerAnswer} children at a time.`,
  ERR_INVITATION_LIMIT:
    'Your family has sent the most invitations allowed today. Please try again tomorrow.',
  ERR_INVITATION_SEND_LIMIT:
    'We cannot text that number again right now. Please try again in an hour.',
  ERR_PHONE_TAKEN: 'That phone number already belongs to an account.',
  // The address's SMS budget (codes and invitations together): the per-IP limits' words.
  ERR_RATE_LIMITED: RATE_LIMITED.message,
  ERR_INVITATION_HOURLY_LIMIT:
    'Your family has sent the most invitations allowed for now. Please try again in an hour.',
  ERR_INVITATIONS_PAUSED: 'We cannot send invitations right now. Please try again in an hour.',
} as const;
export type InvitationRefusal = keyof typeof INVITATION_MESSAGES;

export const refuseInvitation = (
  action: string,
  code: InvitationRefusal,
): { error: FlowError } => ({
  error: flowError(action, code, INVITATION_MESSAGES[code]),
});

/** The link an invited person opens: it carries the placeholder token checked at sign-up. */
function invitationLink(publicBaseUrl: string, role: Role, userId: string, token: string) {
  const url = new URL('/', publicBaseUrl);
  url.searchParams.set('role', role);
  url.searchParams.set('userId', userId);
  url.searchParams.set('placeholderToken', token);
  return url.toString();
}

// Plain words only: letters joined by a space, hyphen or apostrophe. No dot, colon, slash or
// digit, so nothing a phone would turn into a link or a number to call.
const PLAIN_NAME = /^\p{L}+(?:[ '-]\p{L}+){0,3}$/u;
const MAX_NAME_IN_MESSAGE = 24;

/**
 * The inviter's name as the fixed template shows it, or the template's own words (Your parent)
 * for a name that is not plain words: people's text never carries a link into a message.
 */
export function nameForMessage(name: string | undefined, fallback: string): string {
  const trimmed = name?.trim() ?? '';
  return trimmed.length <= MAX_NAME_IN_MESSAGE && PLAIN_NAME.test(trimmed) ? trimmed : fallback;
}

/**
 * A number someone is registering on, or that belongs to a user, cannot be invited: the
 * invitation would make a second user for it and that registration could never finish.
 */
export async function phoneInUse(trx: Trx, phoneNumber: string): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  if (user) return true;
  const registration = await trx
    .selectFrom('registrations')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .where('completed_at', 'is', null)
    .where('superseded_by', 'is', null)
    .executeTakeFirst();
  return registration !== undefined;
}

/**
 * Whether the family may send `count` more invitations today. Takes the family's lock for the
 * rest of the transaction, so two answers of one family (a parent and a teen) cannot both
 * take the last places.
 */
export async function familyMayInvite(
  trx: Trx,
  input: { familyUid: string; count: number; now: Date },
): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtext(${`invite-family:${input.familyUid}`}))`.execute(
    trx,
  );
  const { sent } = await trx
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.inviter_user_id')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('users.family_uid', '=', input.familyUid)
    .where('invitations.created_at', '>', new Date(input.now.getTime() - DAY))
    .executeTakeFirstOrThrow();
  return Number(sent) + input.count <= INVITATION_LIMITS.perFamilyPerDay;
}

/**
 * Invites someone by SMS: a placeholder user exists from now on (pre-registered), and the
 * token, stored as a digest, proves later that they came through this invitation. The SMS
 * counts in the number's hourly window shared with PIN codes (pins.ts), and in the budgets
 * of the request (invitation-budget.ts): when either is spent, nothing is sent and the
 * refusal is returned.
 */
export async function invite(
  trx: Trx,
  input: {
    kind: 'parent' | 'child' | 'approver';
    inviterUserId: string;
    inviteeUserId: string;
    phoneNumber: string;
    /** The template's words before "invited you", e.g. the inviter's first name. */
    inviterName: string;
    locale: Locale;
    now: Date;
    publicBaseUrl: string;
    familyUid: string;
    budget: InvitationBudget | undefined;
  },
): Promise<InvitationRefusal | undefined> {
  await lockPhone(trx, input.phoneNumber);
  if (await phoneWindowFullUntil(trx, input.phoneNumber, input.now))
    return 'ERR_INVITATION_SEND_LIMIT';
  const spent = await input.budget?.(input.familyUid);
  if (spent) return spent;
  const token = randomToken();
  await trx
    .insertInto('invitations')
    .values({
      id: newId('inv'),
      token_hash: sha256(token),
      kind: input.kind,
      inviter_user_id: input.inviterUserId,
      invitee_user_id: input.inviteeUserId,
      expires_at: new Date(input.now.getTime() + INVITATION_LIFETIME_MS),
      created_at: input.now,
    })
    .execute();
  const link = invitationLink(input.publicBaseUrl, input.kind, input.inviteeUserId, token);
  await sendMessage(
    trx,
    { now: () => input.now },
    {
      channel: 'sms',
      kind: 'invitation',
      recipient: input.phoneNumber,
      body: outboundText(input.locale, 'invitation', { inviterName: input.inviterName, link }),
      data: { link, token, userId: input.inviteeUserId },
    },
  );
  return undefined;
}
