import { openEmailVerification } from '../flows/actions/email-verification-actions';
import { openLtaRedirect, openResetPassword } from '../flows/actions/entry-actions';
import { linkSet } from '../flows/composition/actions-instance';
import { togglesState } from '../flows/platform/toggles-state';
import { isRole } from '../flows/rules/roles';
import { emailVerificationLinkFromSearch } from '../flows/steps/set_user_email/email-verification';
import { loadToggles } from './load-toggles';
import type { Route } from './routes';
import { startSession } from './start-session';

type OtherRoute = Exclude<Route, { name: 'root' }>;

const TOGGLES_WAIT_MS = 3000;

/**
 * The state of the two routes other than the root, before their first render. Loaded only on
 * those routes, so the phone step's first screen does not carry it.
 */
export async function startRoute(route: OtherRoute, production: boolean): Promise<void> {
  if (route.name === 'reset-password') return startResetPassword(route, production);
  if (route.name === 'verify-email') return startEmailVerification(route.search);
  startLtaRedirect(route.search);
}

/**
 * The reset page loads one of two app variants by the modular-store toggle (section 2), so
 * it waits for the toggles. modularReduxEnabled on (the default): the whole flow with its
 * session-stored state, so a reset that began at this tab's login step goes back to it with
 * the number. Off, the classic variant: a page that neither reads nor writes session storage
 * (state in memory only), which after the reset starts at the phone step.
 */
async function startResetPassword(
  route: Extract<Route, { name: 'reset-password' }>,
  production: boolean,
): Promise<void> {
  // A toggle service that does not answer soon leaves the default (modular) variant.
  await Promise.race([
    loadToggles(window.location, production),
    new Promise((resolve) => setTimeout(resolve, TOGGLES_WAIT_MS)),
  ]);
  startSession(window.location, { storage: togglesState.toggles.modularReduxEnabled });
  openResetPassword(route.link);
}

/**
 * /lta-redirect?role&legacyAccessToken&phoneNumber&appOs&appVersion: a legacy entry handed
 * over to the next-gen onboarding. The legacy token stays in memory (ltaRedirectParams is not
 * stored), the rest in the session like any other entry.
 */
function startLtaRedirect(search: URLSearchParams): void {
  startSession(window.location);
  const role = search.get('role');
  const params = {
    role: isRole(role) ? role : null,
    legacyAccessToken: search.get('legacyAccessToken') || null,
    phoneNumber: search.get('phoneNumber') || null,
    appOs: search.get('appOs') || null,
    appVersion: search.get('appVersion') || null,
  };
  openLtaRedirect(params);
}

/**
 * The emailed verification link: the page says it is checking, the link is verified in the
 * background, and the page then says verified or unverified. The tab's own session (if this
 * is the tab that signed up) carries on under it.
 */
function startEmailVerification(search: URLSearchParams): void {
  startSession(window.location);
  const link = emailVerificationLinkFromSearch(search, window.location.origin);
  if (!link) return;
  openEmailVerification();
  void linkSet.methods
    .verifyEmail(link)
    .catch((error: unknown) => console.warn('email verification not started', error));
}
