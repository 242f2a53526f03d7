import { useSnapshot } from 'valtio';
import {
  CompletionScreen,
  type CompletionStep as Step,
} from '../../design-system/screens/completion/completion-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { type BridgeWindow, postNativeMessage } from '../platform/native-bridge';

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
      needsVerification={registration.needsVerification && registration.skippedVerification}
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
