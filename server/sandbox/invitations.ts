import type { Role } from '../db/schema';
import { DAY } from './clock';
import type { Trx } from './flows/types';
import { sendMessage } from './outbox';
import { newId, randomToken, sha256 } from './secrets';

export const INVITATION_LIFETIME_MS = 14 * DAY;

/** The link an invited person opens: it carries the placeholder token checked at sign-up. */
export function invitationLink(publicBaseUrl: string, role: Role, userId: string, token: string) {
  const url = new URL('/', publicBaseUrl);
  url.searchParams.set('role', role);
  url.searchParams.set('userId', userId);
  url.searchParams.set('placeholderToken', token);
  return url.toString();
}

/**
 * Invites someone by SMS: a placeholder user exists from now on (pre-registered), and the
 * token, stored as a digest, proves later that they came through this invitation.
 */
export async function invite(
  trx: Trx,
  input: {
    kind: 'parent' | 'child' | 'approver';
    inviterUserId: string;
    inviteeUserId: string;
    phoneNumber: string;
    inviterName: string;
    now: Date;
    publicBaseUrl: string;
  },
): Promise<void> {
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
      recipient: input.phoneNumber,
      body: `${input.inviterName} invited you to join their Harbor family: ${link}`,
      data: { link, token, userId: input.inviteeUserId },
    },
  );
}
