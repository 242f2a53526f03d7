import type { LayoutType } from '../../vocabulary/domain';
import type { LtaRedirectParams } from '../model/entities';
import { registrationState } from '../model/registration-state';
import { holdResetLink, type ResetLink } from '../model/reset-link';
import { userState } from '../model/user-state';
import type { EmbeddedEntry } from '../rules/embedded';

/**
 * How the page was entered (spec section 2), written before the first render: the app shell
 * reads the address and calls these, so app/ writes no state itself.
 */

/** The prerender draws the first screen in each layout type. */
export function setLayoutType(layoutType: LayoutType): void {
  registrationState.layoutType = layoutType;
}

/**
 * The native apps' entry: compact layout, the app's OS and version and the role it supplies
 * (flows/rules/embedded). An app that has verified the phone itself hands over its access
 * token, and a new entry then starts at the register step (section 2); without one there is
 * nothing to register with, so it starts at the phone step. A reload resumes where it was.
 */
export function enterFrom(
  entry: EmbeddedEntry,
  start: { fresh: boolean; accessToken?: string } = { fresh: false },
): void {
  registrationState.layoutType = entry.layoutType;
  if (!entry.embeddedWebreg) return;
  registrationState.embeddedWebreg = true;
  registrationState.appOs = entry.appOs;
  registrationState.appVersion = entry.appVersion;
  if (entry.role) userState.urlRole = entry.role;
  if (start.fresh && start.accessToken) {
    registrationState.regAccessToken = start.accessToken;
    userState.nextRegStep = 'register';
  }
}

/** A failed user load's way back: the phone step shows the number, already formatted. */
export function prefillPhoneNumber(formatted: string): void {
  userState.tempPhoneNumber = formatted;
}

/** /reset-password: the link is held in memory only (flows/model/reset-link). */
export function openResetPassword(link: ResetLink | null): void {
  if (link) holdResetLink(link);
  registrationState.error = null;
  userState.nextRegStep = 'reset_password';
}

/** /lta-redirect: the legacy token stays in memory (ltaRedirectParams is not stored). */
export function openLtaRedirect(params: LtaRedirectParams): void {
  registrationState.ltaRedirectParams = params;
  registrationState.shouldRedirectToLta = true;
  if (params.phoneNumber) userState.phoneNumber = params.phoneNumber;
  if (params.role) userState.urlRole = params.role;
  userState.nextRegStep = 'next_gen_onboarding';
}
