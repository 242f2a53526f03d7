import { useSnapshot } from 'valtio';
import {
  CompletionScreen,
  type CompletionStep as Step,
} from '../../design-system/screens/completion/completion-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { type BridgeWindow, postNativeMessage } from '../platform/native-bridge';
import { awaitsFundingVerification } from '../steps/funding-flow';

// The provider's store pages; an operator replaces them with the real listings.
const APP_LINKS = {
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store/apps',
};

/**
 * complete, complete_child and complete_placeholder. Inside the native apps there is nothing to
 * download: "Done" hands back to the app with registrationComplete (spec section 7).
 */
export default function CompletionStep() {
  const user = useSnapshot(userState);
  const registration = useSnapshot(registrationState);
  const step = (user.nextRegStep ?? 'complete') as Step;
  const embedded = registration.embeddedWebreg;
  return (
    <CompletionScreen
      step={step}
      firstName={user.firstName ?? undefined}
      initialAmount={
        step === 'complete' && user.initialLoadAmount
          ? `$${Number.isInteger(user.initialLoadAmount) ? user.initialLoadAmount : user.initialLoadAmount.toFixed(2)}`
          : undefined
      }
      needsVerification={awaitsFundingVerification(registration)}
      // The two amounts may already have arrived: verify_funding takes them.
      onVerifyNow={
        awaitsFundingVerification(registration)
          ? () => {
              registrationState.error = null;
              userState.nextRegStep = 'verify_funding';
            }
          : undefined
      }
      appLinks={embedded ? undefined : APP_LINKS}
      onDone={
        embedded
          ? () =>
              postNativeMessage(window as unknown as BridgeWindow, 'registrationComplete', {
                accountType: user.role ?? 'parent',
                initialAmount: user.initialLoadAmount ?? null,
                needsVerification: registration.needsVerification,
                confirmationMessage: 'Registration complete',
              })
          : undefined
      }
    />
  );
}
