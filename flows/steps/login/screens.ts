import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { loginFixtures } from './fixtures';
import { loginIntents, loginView } from './view';

/** login: a returning person's password for the number the phone check knew. */
export const page = stepScreen(LoginScreen, loginView, loginIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'login',
    section: 'Log in',
    screenStories: 'Log in/Login',
    page,
    fixtures: loginFixtures,
  },
];
