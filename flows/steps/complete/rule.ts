import { COMPLETION_STEPS, type CompletionStep } from '../../../vocabulary/domain';
import type { RegistrationState } from '../../model/registration-state';
import type { UserState } from '../../model/user-state';
import type { StepChanges } from '../changes';
import { confirmationMessage, confirmationSummary } from './summary';

/** Which completion page a next step is; any other step lands on the parent's. */
export const completionKind = (step: string | null | undefined): CompletionStep =>
  (COMPLETION_STEPS as readonly string[]).includes(step ?? '')
    ? (step as CompletionStep)
    : 'complete';

/**
 * Inside the native apps, reaching completion tells the app with registrationComplete (spec
 * section 7), saying who finished and what is still to do: an app whose web view is closed
 * without Done still learns of it.
 */
export function completionReached(state: {
  user: Pick<UserState, 'role' | 'initialLoadAmount'>;
  registration: Pick<RegistrationState, 'needsVerification' | 'confirmation'>;
}): StepChanges {
  // The page's own summary, in words (docs/decisions/106); the app is the one already open.
  const { confirmation } = state.registration;
  const summary = confirmation && confirmationSummary(confirmation, { embedded: true });
  return {
    effects: [
      {
        type: 'native',
        message: 'registrationComplete',
        body: {
          accountType: state.user.role ?? 'parent',
          initialAmount: state.user.initialLoadAmount ?? null,
          needsVerification: state.registration.needsVerification,
          confirmationMessage: confirmationMessage(summary),
        },
      },
    ],
  };
}

/**
 * The completion page's Done inside the native apps: the page asks its web view to close
 * (window.close reaches WKUIDelegate.webViewDidClose and WebChromeClient.onCloseWindow).
 */
export const closeAppView = (): StepChanges => ({ effects: [{ type: 'closeView' }] });

/** The confirmation page's Print button: the browser prints it with the print stylesheet. */
export const printPage = (): StepChanges => ({ effects: [{ type: 'print' }] });
