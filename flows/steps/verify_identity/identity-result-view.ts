import type { IdentityResultScreenProps } from '../../../design-system/screens/identity-result/identity-result-screen';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StepActions } from '../../actions/step-actions';
import { SUPPORT_PHONE } from '../../rules/contact';
import { identityState } from '../../rules/identity';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/**
 * The identity check's end: a failed check says so and sends the family to support (a retry
 * only under kycRetryEnabled); a check that could not run keeps section 8's text and offers
 * the retry it speaks of. Inside the native apps a button leaves to the app.
 */
export function identityResultView(input: ViewInput): ViewOf<IdentityResultScreenProps> {
  const { registration, toggles } = input;
  const couldNotRun = identityState(registration.errorCode) === 'error';
  return {
    message: couldNotRun ? ERROR_MESSAGES.identityVerification : { id: 'identity.resultFail' },
    supportPhone: { display: SUPPORT_PHONE.display, href: SUPPORT_PHONE.tel },
    offersRetry: couldNotRun || toggles.kycRetryEnabled,
    offersLeave: registration.embeddedWebreg,
    loading: Boolean(registration.loadingFlags.answer),
  };
}

export function identityResultIntents(actions: StepActions): IntentsOf<IdentityResultScreenProps> {
  return {
    onRetry: () => void actions.registration.retryIdentity(),
    onLeave: () => void actions.registration.handBackToApp(),
  };
}
