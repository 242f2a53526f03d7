import type { Sentence } from '../../vocabulary/messages/sentence';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { REGISTRATION_ERROR_EVENT } from '../rules/constants';
import { isMaxAttemptsCode, isTrackedStepError } from '../rules/error-codes';
import { errorBodyOf, messageFromError } from '../rules/error-message';
import { type RegistrationStepName, registrationStepName } from '../rules/registration-steps';
import { isAbortError, isSessionExpiredError } from '../services/http';
import { actionFailed, busyStarted, loadingEnded, loadingStarted } from '../steps/action-phases';
import { applyChanges } from './apply-changes';

/** What every action needs from the page: tracking and the scroll the failure phase asks for. */
export type ActionEnvironment = {
  track: (event: string, properties: Record<string, unknown>) => void;
  scrollToTop: () => void;
};

export type ActionOptions = {
  /** The bank-name lookup does not scroll (spec section 4). */
  scroll?: boolean;
  /**
   * A catalogue text to show instead of the server's (e.g. the pricing-plan failures), or a
   * message by reference where it says a count or a wait (the code step's refusals).
   */
  message?: (error: unknown, serverMessage: string) => Sentence;
  /** The step the failure is tracked under, when the screen is not the current question's. */
  step?: RegistrationStepName;
};

/**
 * The three phases of every async action of spec section 4. Loading sets loading (and the
 * action's own flag) and clears the error. Failure sets error, errorCode and message, asks
 * the page to scroll to the top (the bank-name lookup excepted) and tracks 'Registration
 * Error Triggered' with registration_step and error_message (ERR_KYC_SUCCESS never). A
 * cancelled call (a newer promo-code check) and an expired session (handled by the clients'
 * session-expiry hook) are no failures: they resolve undefined.
 */
export async function runAction<T>(
  name: string,
  environment: ActionEnvironment,
  call: () => Promise<T>,
  options: ActionOptions = {},
): Promise<T | undefined> {
  void applyChanges(loadingStarted(registrationState, name));
  try {
    return await call();
  } catch (error) {
    if (isAbortError(error)) return undefined;
    // The session-expiry hook already took the flow back to the phone step, where the notice
    // says why; an error summary over it would say the same thing twice.
    if (isSessionExpiredError(error)) return undefined;
    fail(error, environment, options);
    return undefined;
  } finally {
    void applyChanges(loadingEnded(registrationState, name));
  }
}

/**
 * A press's busy state over work that comes before its action's call (a check the answer
 * waits on): the same flag the action sets, from the press on, so the page shows it at once.
 */
export async function busyWhile<T>(name: string, run: () => Promise<T>): Promise<T> {
  void applyChanges(busyStarted(registrationState, name));
  try {
    return await run();
  } finally {
    void applyChanges(loadingEnded(registrationState, name));
  }
}

function fail(error: unknown, environment: ActionEnvironment, options: ActionOptions) {
  const serverMessage = messageFromError(error);
  const message = options.message ? options.message(error, serverMessage) : serverMessage;
  const code = errorBodyOf(error).code ?? null;
  void applyChanges(actionFailed(message, code, serverMessage));
  if (options.scroll !== false) environment.scrollToTop();
  if (isTrackedStepError(code ?? undefined)) {
    environment.track(REGISTRATION_ERROR_EVENT, {
      registration_step:
        options.step ??
        registrationStepName({
          questionName: registrationState.questions[0]?.name,
          nextRegStep: userState.nextRegStep,
        }),
      // Analytics reads English words: a message by reference is tracked as the service said it.
      error_message: typeof message === 'string' ? message : serverMessage,
      // Section 8: too many debit-verification tries marks maxAttempts.
      ...(isMaxAttemptsCode(code ?? undefined) ? { maxAttempts: true } : {}),
    });
  }
}
