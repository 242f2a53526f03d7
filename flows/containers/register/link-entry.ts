import { applyRegistrationChanges } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { linkFieldsFromSearch } from '../../steps/entry-link';
import { invitationFromSearch, withoutInvitation } from '../../steps/invitation-link';
import { linkActions } from '../actions-instance';

let checking: Promise<unknown> = Promise.resolve();

/** Settles once the invitation of this page load (if any) has been checked. */
export const invitationChecked = (): Promise<unknown> => checking;

/**
 * A partner or marketing link's fields (partner, plan...) are kept for the registration.
 * An invitation link (/?role=&userId=&placeholderToken=): the role is taken as the url role,
 * the token leaves the address bar at once, and is kept only once the server confirms it names
 * this user; otherwise the person is bounced to a fresh start (spec section 4, "Invited users").
 */
export function enterByLink(location: Location, history: History): void {
  const search = new URLSearchParams(location.search);
  applyRegistrationChanges(linkFieldsFromSearch(search));
  const invitation = invitationFromSearch(search);
  if (!invitation) return;
  userState.urlRole = invitation.role;
  const rest = withoutInvitation(search).toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  checking = linkActions()
    .then((actions) => actions.validatePlaceholder(invitation.userId, invitation.placeholderToken))
    .catch(() => undefined);
}
