import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { forgotPasswordFixtures } from './fixtures';
import { forgotPasswordIntents, forgotPasswordView } from './view';

/** forgot_password: the account's email gets a single-use reset link. */
export const page = stepScreen(ForgotPasswordScreen, forgotPasswordView, forgotPasswordIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'forgot_password',
    section: 'Log in',
    screenStories: 'Log in/Forgot password',
    page,
    fixtures: forgotPasswordFixtures,
  },
];
