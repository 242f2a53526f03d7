import type { LtaRedirectParams } from '../model/entities';
import type { EmbeddedEntry } from '../rules/embedded';
import type { StepChanges } from './changes';

/**
 * How the page was entered (spec section 2), as changes the app shell applies before the first
 * render: the native apps' entry, and the pages opened by their own address.
 */

/**
 * The native apps' entry: compact layout, the app's OS and version and the role it supplies
 * (flows/rules/embedded). An app that has verified the phone itself hands over its access
 * token, and a new entry then starts at the register step (section 2); without one there is
 * nothing to register with, so it starts at the phone step. A reload resumes where it was.
 */
export function enteredFrom(
  entry: EmbeddedEntry,
  start: { fresh: boolean; accessToken?: string },
): StepChanges {
  if (!entry.embeddedWebreg) return { registration: { layoutType: entry.layoutType } };
  const token = start.fresh && start.accessToken ? start.accessToken : undefined;
  return {
    registration: {
      layoutType: entry.layoutType,
      embeddedWebreg: true,
      appOs: entry.appOs,
      appVersion: entry.appVersion,
      ...(token ? { regAccessToken: token } : {}),
    },
    user: {
      ...(entry.role ? { urlRole: entry.role } : {}),
      ...(token ? { nextRegStep: 'register' as const } : {}),
    },
  };
}

/** /reset-password: the page of the emailed link (the link itself is held in memory). */
export const openedResetPassword = (): StepChanges => ({
  registration: { error: null },
  user: { nextRegStep: 'reset_password' },
});

/** /lta-redirect: the legacy token stays in memory (ltaRedirectParams is not stored). */
export const openedLtaRedirect = (params: LtaRedirectParams): StepChanges => ({
  registration: { ltaRedirectParams: params, shouldRedirectToLta: true },
  user: {
    ...(params.phoneNumber ? { phoneNumber: params.phoneNumber } : {}),
    ...(params.role ? { urlRole: params.role } : {}),
    nextRegStep: 'next_gen_onboarding',
  },
});
