import { persistState, restoreState } from '../flows/model/persistence';
import { registrationState } from '../flows/model/registration-state';
import { userState } from '../flows/model/user-state';
import { embeddedEntry } from '../flows/rules/embedded';

const warn = (message: string) => (error: unknown) => console.warn(message, error);

/**
 * Puts the session back together before the first render: a reload resumes the same step
 * (session storage), the native apps' entry sets the compact layout and starts at the
 * register step (spec section 2). Returns whether the page shows something other than the
 * prerendered empty phone step, in which case it must be rendered, not hydrated.
 */
export function startSession(location: Location): boolean {
  const search = new URLSearchParams(location.search);
  const restored = restoreState(window.sessionStorage, warn('session state not restored'));
  const entry = embeddedEntry(search);
  registrationState.layoutType = entry.layoutType;
  if (entry.embeddedWebreg) {
    registrationState.embeddedWebreg = true;
    registrationState.appOs = entry.appOs;
    registrationState.appVersion = entry.appVersion;
  }
  persistState(window.sessionStorage, warn('session state not saved'));
  return restored && (userState.nextRegStep !== null || Boolean(userState.tempPhoneNumber));
}
