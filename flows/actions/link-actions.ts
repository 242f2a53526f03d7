import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { messageFromError } from '../rules/error-message';
import {
  afterInvalidResetToken,
  afterLtaResetPasswordFailure,
  afterPlaceholderValidation,
} from '../steps/links-and-native';
import { afterResetPassword } from '../steps/session';
import { afterProveEvent } from '../steps/verification';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { runAction } from './run-action';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Mobile-number authentication, invitation links and reset links (spec section 4). */
export function createLinkActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);

  return {
    /** initial-redirect, then pending with the URI, then the page leaves for it. */
    startProve: (mockStatus?: 'success' | 'failure') =>
      runAction('proveRedirectUri', deps, async () => {
        await applyChanges(afterProveEvent({ type: 'redirectRequested' }));
        const { proveRedirectUri } = await deps.clients.own.proveRedirectUri(mockStatus);
        await applyChanges(afterProveEvent({ type: 'uriReceived', uri: proveRedirectUri }));
        deps.redirect(proveRedirectUri);
      }),

    /** Back from the redirect: failed gives failure, anything else reached the final target. */
    finishProve: (status: string) =>
      applyChanges(
        afterProveEvent(
          status === 'failed' ? { type: 'redirectResult', status } : { type: 'finalTarget' },
        ),
      ),

    invalidateProve: () => applyChanges(afterProveEvent({ type: 'invalidated' })),

    /** Bounces an invited user whose placeholder token fails or names someone else. */
    validatePlaceholder: async (userId: string, token: string) => {
      let result: { ok: true; userId: string | null | undefined } | { ok: false };
      try {
        const answer = await deps.clients.webRegistration.preRegisteredUser(userId, token);
        result = { ok: true, userId: answer.user?.id };
      } catch {
        result = { ok: false };
      }
      const bounce = afterPlaceholderValidation(userId, result);
      if (!bounce) registrationState.placeholderToken = token;
      await applyChanges(bounce, handlers);
      return !bounce;
    },

    /** An invalid reset link shows its error and sends the person back to the start. */
    validateResetLink: async (url: string) => {
      try {
        const answer = await deps.clients.identity.validateResetPasswordToken(url);
        if (answer.valid) return true;
        await applyChanges(afterInvalidResetToken(undefined), handlers);
      } catch (error) {
        await applyChanges(afterInvalidResetToken(messageFromError(error)), handlers);
      }
      return false;
    },

    /** The lta-reset-password experience: a failure redirects unless the status is 422. */
    resetPasswordByLink: async (url: string, password: string) => {
      try {
        await deps.clients.identity.resetPassword({
          url,
          password,
          ...(registrationState.deviceUuid ? { device_id: registrationState.deviceUuid } : {}),
        });
        await applyChanges(afterResetPassword({ phoneNumber: userState.phoneNumber }));
        return true;
      } catch (error) {
        await applyChanges(
          afterLtaResetPasswordFailure(statusOf(error), messageFromError(error)),
          handlers,
        );
        return false;
      }
    },
  };
}
