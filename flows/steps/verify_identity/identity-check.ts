import type { RegistrationState } from '../../model/registration-state';
import { identityState } from '../../rules/identity';
import type { StepChanges } from '../changes';

/**
 * Inside the native apps a failed identity check ends the web registration: the app hears
 * registrationFailed with appOs and the error code (ERR_KYC_FAIL), so it can offer its own way
 * to support. Asked right after the answer that failed (not again on a reload).
 */
export function afterIdentityAnswer(
  state: Pick<RegistrationState, 'embeddedWebreg' | 'error' | 'errorCode' | 'appOs'>,
): StepChanges | undefined {
  const { embeddedWebreg, error, errorCode, appOs } = state;
  if (!embeddedWebreg || !error || identityState(errorCode) !== 'fail') return undefined;
  return {
    effects: [
      {
        type: 'native',
        message: 'registrationFailed',
        body: { appOs: appOs ?? '', error: errorCode ?? '' },
      },
    ],
  };
}

/** The timeout page's "Try again": the server has already started a new set, asked next. */
export const afterKbaTimeoutSeen = (): StepChanges => ({
  registration: { error: null, errorCode: null },
});

/** "kycRetryEnabled": the failure page's retry asks for the number again. */
export const kycRetry = (): StepChanges => ({
  registration: { isKycRetryAttempt: true, error: null, errorCode: null },
});
