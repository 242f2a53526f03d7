import { MobileAuthScreen } from '../../../design-system/screens/mobile-auth/mobile-auth-screen';
import { screenPage } from '../../shell/screen-page';
import { mobileAuthIntents, mobileAuthView } from './mobile-auth-view';

/** validate under proveMobileAuth: the carrier confirms the number. */
export const MobileAuthStep = screenPage(MobileAuthScreen, mobileAuthView, mobileAuthIntents);
