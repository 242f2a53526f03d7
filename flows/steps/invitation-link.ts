import type { Role } from '../../vocabulary/domain';
import { isRole } from '../rules/roles';

/** What an invitation link carries (/?role=&userId=&placeholderToken=, sent by SMS). */
export type InvitationLink = { role: Role; userId: string; placeholderToken: string };

const SECRET_PARAMS = ['userId', 'placeholderToken'] as const;

/** The invitation in the address, or undefined when the link is not a complete one. */
export function invitationFromSearch(search: URLSearchParams): InvitationLink | undefined {
  const role = search.get('role');
  const userId = search.get('userId')?.trim();
  const placeholderToken = search.get('placeholderToken')?.trim();
  if (!isRole(role) || !userId || !placeholderToken) return undefined;
  return { role, userId, placeholderToken };
}

/**
 * The address without the invitation's user id and token, so neither is bookmarked, shared,
 * tracked or sent as a referrer; the role stays (it is no secret).
 */
export function withoutInvitation(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of SECRET_PARAMS) rest.delete(name);
  return rest;
}
