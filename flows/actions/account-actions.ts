import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { emailErrors, passwordErrors } from '../rules/register-answers';
import { isValidEmail } from '../rules/validation';
import { duplicateEmailCleared, emailChecked } from '../steps/lookups';
import { toLogInInstead } from '../steps/moves';
import { answerKey } from '../steps/register/question-flow';
import {
  accountEmail,
  EMAIL_FORM,
  emailDraft,
  emailInForce,
  PASSWORD_FORM,
  passwordDraft,
  passwordQuestion,
} from '../steps/set_user_email/rule';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { follow } from './follow';
import { editDraft, showFieldErrors } from './form-actions';
import { busyWhile } from './run-action';

// Typing pauses this long before the address is checked for a likely typo.
/** @internal */
export const EMAIL_CHECK_DELAY_MS = 400;

type Answer = (answers: RegistrationAnswers, options: { form: string }) => Promise<unknown>;

/**
 * The account questions (set_user_email, set_user_password[_and_confirm]): the email's typo
 * check while typing and before sending, "Log in instead" for a duplicate email, and the
 * password handed to the native apps' keychain once the account exists.
 */
export function createAccountActions(deps: ActionDeps, answer: Answer) {
  /** The server's check of an email as typed: its correction (emailCorrection) or null. */
  const checkEmail = async (email: string): Promise<string | null> => {
    try {
      const result = await deps.clients.webRegistration.validEmail(email);
      void applyChanges(emailChecked(result.emailCorrection));
      return userState.emailCorrection;
    } catch (error) {
      // A failed check is only logged: the answer is validated again when it is sent.
      deps.log('email check failed', error);
      return null;
    }
  };
  // The same address is never checked twice.
  const checks = new Map<string, Promise<string | null>>();
  const checked = (address: string) => {
    let pending = checks.get(address);
    if (!pending) {
      pending = checkEmail(address);
      checks.set(address, pending);
    }
    return pending;
  };
  let typing: ReturnType<typeof setTimeout> | undefined;
  /** Checked while the person pauses, so Continue rarely waits for it; each call restarts. */
  const checkEmailWhileTyping = (email: string) => {
    clearTimeout(typing);
    const address = email.trim();
    if (!isValidEmail(address)) return;
    typing = setTimeout(() => void checked(address), EMAIL_CHECK_DELAY_MS);
  };
  // Continue waits for the typo check: a second press meanwhile must not send it twice.
  let sendingEmail = false;

  return {
    checkEmail,

    /**
     * Entering the email page: the address in force is checked while the person pauses, from
     * what a reload kept and as it is typed or a suggestion taken. Returns the stop.
     */
    checkEmailAsTyped: () =>
      follow(() => emailInForce(registrationState, formState), checkEmailWhileTyping),

    /** Continue on the email page: its own check, then the typo check, then the answer. */
    sendEmail: async () => {
      const address = emailInForce(registrationState, formState).trim();
      const errors = emailErrors(address);
      if (errors.email) return showFieldErrors(EMAIL_FORM, errors as Record<string, string>);
      if (sendingEmail) return;
      sendingEmail = true;
      try {
        // Busy from the press, while the typo check runs too, not only once the answer goes.
        await busyWhile('answer', async () => {
          const correction = await checked(address);
          if (correction && correction !== address && emailDraft(formState).keptEmail !== address) {
            editDraft(EMAIL_FORM, { suggestion: correction });
            return;
          }
          void applyChanges(duplicateEmailCleared());
          await answer({ [answerKey(EMAIL_FORM)]: address }, { form: EMAIL_FORM });
        });
      } finally {
        sendingEmail = false;
      }
    },

    /** The duplicate email's way out: the person already has an account. */
    logInInstead: () => applyChanges(toLogInInstead()),

    /** Continue on the password page: its own checks, then create_user. */
    sendPassword: async () => {
      const { name, askConfirm } = passwordQuestion(registrationState);
      const { password, confirmPassword } = passwordDraft(formState);
      const errors = passwordErrors(password, confirmPassword, askConfirm);
      if (Object.keys(errors).length > 0) {
        return showFieldErrors(PASSWORD_FORM, errors as Record<string, string>);
      }
      const email = accountEmail(registrationState, userState);
      await answer(
        { [answerKey(name)]: askConfirm ? { password, confirmPassword } : password },
        { form: PASSWORD_FORM },
      );
      // Inside the native apps the credentials go to the keychain (setUserInfo, section 7).
      const jwt = registrationState.jwt ?? userState.registeredUser?.token;
      if (registrationState.embeddedWebreg && !registrationState.error && jwt) {
        deps.native?.('setUserInfo', { email, password, jwt });
      }
    },
  };
}
