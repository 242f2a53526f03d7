import { formatUsPhone } from '../../design-system/lib/us-phone';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { UserState } from '../model/user-state';
import { failure, type StepChanges } from './changes';

/**
 * Spec section 4, "Invited users": an invited user who did not use the invite link is bounced
 * when placeholder token validation fails or returns a different user id.
 */
export function afterPlaceholderValidation(
  expectedUserId: string,
  result: { ok: true; userId: string | null | undefined } | { ok: false },
): StepChanges | undefined {
  if (result.ok && result.userId === expectedUserId) return undefined;
  return {
    registration: { placeholderToken: null },
    effects: [{ type: 'clearSessionStorage' }, { type: 'redirect', to: '/' }],
  };
}

/**
 * The invited person's phone step shows the number their invitation was texted to, as if typed,
 * unless they already typed or confirmed one. Read from the invitation's check, never from
 * the link: a number in the address would reach history, logs and analytics.
 */
export function invitedPhoneNumber(
  sentTo: string | null | undefined,
  user: Pick<UserState, 'phoneNumber' | 'tempPhoneNumber'>,
): string | undefined {
  if (!sentTo || user.phoneNumber || user.tempPhoneNumber) return undefined;
  return formatUsPhone(sentTo) || undefined;
}

/**
 * "Invalid reset token: error and redirect." The redirect to the root stays in the page, so
 * the error is still on screen after it: the forgot-password step, where a new link is one
 * step away.
 */
export function afterInvalidResetToken(message: string | undefined): StepChanges {
  return {
    ...failure(message ?? ERROR_MESSAGES.default),
    user: { nextRegStep: 'forgot_password' },
    effects: [{ type: 'redirect', to: '/', inPage: true }],
  };
}

/** "lta-reset-password failure redirects unless the status is 422" (422 shows the error). */
export function afterLtaResetPasswordFailure(
  status: number | undefined,
  message: string,
): StepChanges {
  if (status === 422) return failure(message);
  return { effects: [{ type: 'redirect', to: '/' }] };
}

/**
 * "Inside a native app, registration can be re-authenticated": a registration call answered 401
 * asks the app to sign in again (afterSessionExpired).
 */
export const nativeReAuth = (): StepChanges => ({
  effects: [{ type: 'native', message: 'registrationReAuth', body: {} }],
});
