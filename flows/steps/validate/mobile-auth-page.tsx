import { MobileAuthScreen } from '../../../design-system/screens/mobile-auth/mobile-auth-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { mobileAuthIntents, mobileAuthView } from '../../views/mobile-auth-view';

const intents = mobileAuthIntents(stepActions);

/** validate under proveMobileAuth: the carrier confirms the number. */
export function MobileAuthStep() {
  return <MobileAuthScreen {...mobileAuthView(useViewInput())} {...intents} />;
}
