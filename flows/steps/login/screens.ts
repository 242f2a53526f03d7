import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import type { StepEntry } from '../../views/step-registry';
import { loginFixtures } from './fixtures';
import { loginIntents, loginView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'login',
    section: 'Log in',
    screenStories: 'Log in/Login',
    screen: LoginScreen,
    view: loginView,
    intents: loginIntents,
    fixtures: loginFixtures,
  },
];
