import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import type { StepEntry } from '../../views/step-registry';
import { forgotPasswordFixtures } from './fixtures';
import { forgotPasswordIntents, forgotPasswordView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'forgot_password',
    section: 'Log in',
    screenStories: 'Log in/Forgot password',
    screen: ForgotPasswordScreen,
    view: forgotPasswordView,
    intents: forgotPasswordIntents,
    fixtures: forgotPasswordFixtures,
  },
];
