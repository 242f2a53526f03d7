import { registrationState } from '../model/registration-state';
import { PROVE_RESULT_PARAM } from '../services/contract/prove';
import { invitedAs } from '../steps/arrival';
import { linkFieldsFromSearch } from '../steps/entry-link';
import { invitationFromSearch, withoutInvitation } from '../steps/invitation-link';
import { applyChanges } from './apply-changes';

/** validate_placeholder of the link actions, loaded by the caller in its own chunk. */
export type ValidatePlaceholder = (userId: string, placeholderToken: string) => Promise<unknown>;

let checking: Promise<unknown> = Promise.resolve();

/** Settles once the invitation of this page load (if any) has been checked. */
export const invitationChecked = (): Promise<unknown> => checking;

/**
 * A partner or marketing link's fields (partner, plan...) are kept for the registration.
 * An invitation link (/?role=&userId=&placeholderToken=): the role is taken as the url role,
 * the token leaves the address bar at once, and is kept only once the server confirms it names
 * this user; otherwise the person is bounced to a fresh start (spec section 4, "Invited users").
 */
export function enterByLink(
  location: Location,
  history: History,
  validatePlaceholder: ValidatePlaceholder,
): void {
  const search = new URLSearchParams(location.search);
  void applyChanges({ registration: linkFieldsFromSearch(search) });
  const invitation = invitationFromSearch(search);
  if (!invitation) return;
  void applyChanges(invitedAs(invitation.role));
  const rest = withoutInvitation(search).toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  checking = validatePlaceholder(invitation.userId, invitation.placeholderToken).catch(
    () => undefined,
  );
}

/**
 * The page opened as Prove's final target (/?proveStatus=): the result is read into the
 * state of the confirmation under way and leaves the address bar before anything tracks it.
 */
export function enterByProveRedirect(location: Location, history: History): void {
  const search = new URLSearchParams(location.search);
  const status = search.get(PROVE_RESULT_PARAM);
  if (status === null) return;
  search.delete(PROVE_RESULT_PARAM);
  const rest = search.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  // The result's rule comes in its own chunk: only Prove's return needs it, not the first screen.
  void import('../steps/validate/mobile-auth').then(({ afterProveRedirectResult }) => {
    void applyChanges(afterProveRedirectResult(registrationState.proveMobileAuthState, status));
  });
}
