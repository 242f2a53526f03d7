import { ERROR_CODES } from '../../../flows/rules/error-codes';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { User } from '../../db/schema';
import { sha256 } from '../secrets';
import { type SandboxDeps, ServiceError } from './deps';

/** The invitation a token stands for, when it is a pending approver invitation for this user. */
async function approverInvitationOf(deps: SandboxDeps, userId: string, token: string) {
  const invitation = await deps.db
    .selectFrom('invitations')
    .select(['id', 'invitee_user_id'])
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'approver')
    .where('status', '=', 'pending')
    .where('expires_at', '>', deps.clock.now())
    .executeTakeFirst();
  return invitation?.invitee_user_id === userId ? invitation : undefined;
}

const invalidInvitation = () =>
  new ServiceError(403, ERROR_CODES.invalidInvitation, ERROR_MESSAGES.invitationInvalid);

/**
 * Initialise: approvers may need their invitation token (spec section 6: a toggle decides). A
 * token given is checked whatever the toggle says: a wrong one never starts a registration.
 */
export async function checkApproverInvitation(
  deps: SandboxDeps,
  userId: string | undefined,
  token: string | undefined,
  toggles: Record<string, unknown>,
): Promise<void> {
  if (toggles.requireTokenForApprovers !== true && token === undefined) return;
  if (!userId || !token || !(await approverInvitationOf(deps, userId, token))) {
    throw invalidInvitation();
  }
}

/**
 * A code for an invited approver who has not signed up yet goes out only with their
 * invitation's token when requireTokenForApprovers is on: without it the registration the code
 * is for cannot start (initialise refuses it), so a caller other than the page (which stops at
 * the phone step) must not get a text sent to the number either. Said before anything is sent,
 * with the way on when the token is missing; an approver with a password (logging in) needs none.
 */
export async function checkApproverCodeSend(
  deps: SandboxDeps,
  user: User | undefined,
  token: string | undefined,
): Promise<void> {
  if (user?.role !== 'approver' || user.password_hash) return;
  if ((await deps.toggles()).requireTokenForApprovers !== true) return;
  if (!token) {
    throw new ServiceError(
      403,
      ERROR_CODES.invalidInvitation,
      ERROR_MESSAGES.approverInvitationNeeded,
    );
  }
  if (!(await approverInvitationOf(deps, user.id, token))) throw invalidInvitation();
}
