import { MobileAuthScreen } from '../../design-system/screens/mobile-auth/mobile-auth-screen';
import { mobileAuthIntents, mobileAuthView } from '../views/mobile-auth-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = mobileAuthIntents(stepActions);

/** validate under proveMobileAuth: the carrier confirms the number. */
export function MobileAuthStep() {
  return <MobileAuthScreen {...mobileAuthView(useViewInput())} {...intents} />;
}
