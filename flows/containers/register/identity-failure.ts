import { registrationState } from '../../model/registration-state';
import { type BridgeWindow, postNativeMessage } from '../../platform/native-bridge';
import { identityState } from '../../rules/identity';

/**
 * Inside the native apps a failed identity check ends the web registration: the app hears
 * registrationFailed with appOs and the error code (ERR_KYC_FAIL), so it can offer its own way
 * to support. Called once, right after the answer that failed (not again on a reload).
 */
export function reportIdentityFailure(): void {
  const { embeddedWebreg, error, errorCode, appOs } = registrationState;
  if (!embeddedWebreg || !error || identityState(errorCode) !== 'fail') return;
  postNativeMessage(window as unknown as BridgeWindow, 'registrationFailed', {
    appOs: appOs ?? '',
    error: errorCode ?? '',
  });
}
