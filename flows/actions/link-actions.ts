import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { forgetResetLink, heldResetLink, resetLinkUrl } from '../model/reset-link';
import { userState } from '../model/user-state';
import { messageFromError } from '../rules/error-message';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import {
  afterInvalidResetToken,
  afterLtaResetPasswordFailure,
  afterPlaceholderValidation,
  invitedPhoneNumber,
} from '../steps/links-and-native';
import { invitationConfirmed } from '../steps/lookups';
import { afterResetPassword } from '../steps/session';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { effectHandlers } from './effects';
import { createEmailVerificationActions } from './email-verification-actions';
import { clearForm, showFieldErrors } from './form-actions';
import { runAction } from './run-action';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Invitation links and reset links (spec section 4). */
export function createLinkActions(deps: ActionDeps) {
  const handlers = effectHandlers(deps);
  const linkUrl = (link: NonNullable<ReturnType<typeof heldResetLink>>) =>
    resetLinkUrl(deps.origin ?? '', link);

  /** An invalid reset link shows its error and sends the person back to the start. */
  const validateResetLink = async (url: string) => {
    try {
      const answer = await deps.clients.identity.validateResetPasswordToken(url);
      if (answer.valid) return true;
      await applyChanges(afterInvalidResetToken(undefined), handlers);
    } catch (error) {
      await applyChanges(afterInvalidResetToken(messageFromError(error)), handlers);
    }
    return false;
  };

  /** The lta-reset-password experience: a failure redirects unless the status is 422. */
  const resetPasswordByLink = async (url: string, password: string) => {
    try {
      const result = await deps.clients.identity.resetPassword({
        url,
        password,
        ...(registrationState.deviceUuid ? { device_id: registrationState.deviceUuid } : {}),
      });
      await applyChanges(afterResetPassword(result, userState.phoneNumber));
      return true;
    } catch (error) {
      await applyChanges(
        afterLtaResetPasswordFailure(statusOf(error), messageFromError(error)),
        handlers,
      );
      return false;
    }
  };

  /** The web registration service takes the token and both passwords (section 5). */
  const resetPassword = (
    userId: string,
    body: { token: string; newPassword: string; verifyPassword: string },
  ) =>
    runAction('resetPassword', deps, async () => {
      const result = await deps.clients.webRegistration.resetPassword(userId, {
        ...body,
        ...(registrationState.deviceUuid ? { deviceUuid: registrationState.deviceUuid } : {}),
      });
      await applyChanges(afterResetPassword(result, userState.phoneNumber));
      return true;
    });

  return {
    ...createEmailVerificationActions(deps),
    validateResetLink,
    resetPasswordByLink,
    resetPassword,

    /** The reset step opened: the link in memory is checked first ("error and redirect"). */
    openResetLink: async () => {
      const link = heldResetLink();
      if (link) await validateResetLink(linkUrl(link));
    },

    /**
     * Save new password: both fields filled, then the new password goes out with the token,
     * which never leaves memory: to the web registration service, or with
     * ltaResetPasswordExperience on, to the identity service as the link itself (which takes
     * one password, so the match is checked here). The link is forgotten once it is used.
     */
    submitNewPassword: async () => {
      const link = heldResetLink();
      if (!link) return;
      const draft = formState.drafts[FORMS.resetPassword] ?? {};
      const newPassword = String(draft.newPassword ?? '');
      const verifyPassword = String(draft.verifyPassword ?? '');
      const empty = {
        ...(newPassword ? {} : { newPassword: PAGE_CHECK_MESSAGES.newPassword }),
        ...(verifyPassword ? {} : { verifyPassword: PAGE_CHECK_MESSAGES.verifyPassword }),
      };
      showFieldErrors(FORMS.resetPassword, empty);
      if (Object.keys(empty).length > 0) return;
      let saved: boolean | undefined;
      if (deps.toggles().ltaResetPasswordExperience) {
        if (newPassword !== verifyPassword) {
          showFieldErrors(FORMS.resetPassword, {
            verifyPassword: PAGE_CHECK_MESSAGES.passwordMismatch,
          });
          return;
        }
        saved = await resetPasswordByLink(linkUrl(link), newPassword);
      } else {
        saved = await resetPassword(link.uid, { token: link.token, newPassword, verifyPassword });
      }
      if (saved) {
        forgetResetLink();
        clearForm(FORMS.resetPassword);
      }
    },

    /** Bounces an invited user whose placeholder token fails or names someone else. */
    validatePlaceholder: async (userId: string, token: string) => {
      let result: { ok: true; userId: string | null | undefined } | { ok: false };
      let sentTo: string | null | undefined;
      try {
        const answer = await deps.clients.webRegistration.preRegisteredUser(userId, token);
        result = { ok: true, userId: answer.user?.id };
        sentTo = answer.user?.phoneNumber;
      } catch {
        result = { ok: false };
      }
      const bounce = afterPlaceholderValidation(userId, result);
      if (!bounce) {
        void applyChanges(invitationConfirmed(token, invitedPhoneNumber(sentTo, userState)));
      }
      await applyChanges(bounce, handlers);
      return !bounce;
    },
  };
}
