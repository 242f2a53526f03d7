import { formatUsPhone } from '../design-system/lib/us-phone';
import { enterFrom, prefillPhoneNumber } from '../flows/actions/entry-actions';
import { enterByLink, enterByProveRedirect } from '../flows/actions/link-entry';
import { restoreState } from '../flows/actions/restore-state';
import { linkSet } from '../flows/composition/actions-instance';
import { persistState } from '../flows/model/persistence';
import { userState } from '../flows/model/user-state';
import { embeddedEntry } from '../flows/rules/embedded';

const warn = (message: string) => (error: unknown) => console.warn(message, error);

/**
 * Puts the session back together before the first render: a reload resumes the same step
 * (session storage), the native apps' entry sets the compact layout and starts at the
 * register step (spec section 2). Returns whether the page shows something other than the
 * prerendered empty phone step, in which case it must be rendered, not hydrated.
 * `storage: false` (the reset page's classic variant) neither reads nor writes session storage.
 * `phoneNumber` (a failed user load's way back, spec section 2) prefills the phone step;
 * `accessToken` is the native app's, read from the address before it was cleaned.
 */
export function startSession(
  location: Location,
  options: { storage?: boolean; phoneNumber?: string; accessToken?: string } = {},
): boolean {
  const storage = options.storage ?? true;
  const search = new URLSearchParams(location.search);
  const restored =
    storage && restoreState(window.sessionStorage, warn('session state not restored'));
  const prefilled = !restored && Boolean(options.phoneNumber);
  if (prefilled) prefillPhoneNumber(formatUsPhone(options.phoneNumber ?? ''));
  const entry = embeddedEntry(search);
  const registering = !restored && entry.embeddedWebreg && Boolean(options.accessToken);
  enterFrom(entry, {
    fresh: !restored,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
  });
  if (storage) persistState(window.sessionStorage, warn('session state not saved'));
  // Back from Prove's redirect (a new page load): its result, onto the restored state.
  enterByProveRedirect(location, window.history);
  enterByLink(location, window.history, (userId, token) =>
    linkSet.methods.validatePlaceholder(userId, token),
  );
  return (
    prefilled ||
    registering ||
    (restored && (userState.nextRegStep !== null || Boolean(userState.tempPhoneNumber)))
  );
}
