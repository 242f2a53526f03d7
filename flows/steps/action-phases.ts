import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { type Sentence, wordsOf } from '../../vocabulary/messages/sentence';
import type { RegistrationState } from '../model/registration-state';
import { isDuplicateEmailMessage } from '../rules/error-codes';
import type { StepChanges } from './changes';

/**
 * The phases every async action goes through (spec section 4), as changes: loading sets
 * loading and the action's own flag, and loading ends when the last flag is cleared.
 */

type Flags = Pick<RegistrationState, 'loadingFlags'>;

/** A press's busy state from the press on: the action's flag, and loading. */
export const busyStarted = (state: Flags, name: string): StepChanges => ({
  registration: { loading: true, loadingFlags: { ...state.loadingFlags, [name]: true } },
});

/** An action's call starts: busy, and the last failure's text goes. */
export const loadingStarted = (state: Flags, name: string): StepChanges => ({
  registration: { ...busyStarted(state, name).registration, error: null },
});

/** An action's call settled: its flag goes, and loading stays while another one runs. */
export function loadingEnded(state: Flags, name: string): StepChanges {
  const { [name]: _done, ...others } = state.loadingFlags;
  return { registration: { loadingFlags: others, loading: Object.values(others).some(Boolean) } };
}

/**
 * The failure phase: the text above the form and its code; the duplicate-email text sets
 * registeredEmailError (section 5), the session-expired text is kept as a timeout error
 * (section 8).
 */
export const actionFailed = (
  message: Sentence,
  errorCode: string | null,
  serverMessage: string,
): StepChanges => ({
  registration: {
    error: message,
    errorCode,
    message,
    ...(isDuplicateEmailMessage(serverMessage) ? { registeredEmailError: true } : {}),
    ...(serverMessage === ERROR_MESSAGES.sessionExpired
      ? { timeoutError: wordsOf(message) ?? serverMessage }
      : {}),
  },
});

/** A refusal belongs to the page or field it came from: it leaves the summary. */
export const errorCleared = (): StepChanges => ({ registration: { error: null, errorCode: null } });

/** The summary's text goes (its code stays with the field it belongs to). */
export const errorTextCleared = (): StepChanges => ({ registration: { error: null } });

/** A notice (a resend's, a call's) has been read. */
export const noticeRead = (): StepChanges => ({ registration: { message: null } });
