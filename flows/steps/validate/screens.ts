import { ConfirmationCodeScreen } from '../../../design-system/screens/confirmation-code/confirmation-code-screen';
import { MobileAuthScreen } from '../../../design-system/screens/mobile-auth/mobile-auth-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { codeFixtures } from './fixtures';
import { mobileAuthFixtures } from './mobile-auth-fixtures';
import { mobileAuthIntents, mobileAuthView } from './mobile-auth-view';
import { codeIntents, codeView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // confirm_code is the same page, reached from the server's action.
  {
    step: 'validate',
    section: 'Sign up',
    screenStories: 'Sign up/Confirmation code',
    screen: ConfirmationCodeScreen,
    view: codeView,
    intents: codeIntents,
    fixtures: codeFixtures,
  },
  // validate under proveMobileAuth, before any code is asked for (mobile-auth.ts).
  {
    step: 'validate_mobile_auth',
    section: 'Sign up',
    screenStories: 'Sign up/Mobile number authentication',
    screen: MobileAuthScreen,
    view: mobileAuthView,
    intents: mobileAuthIntents,
    fixtures: mobileAuthFixtures,
  },
];
