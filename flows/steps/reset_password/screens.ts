import { ResetLinkForgottenScreen } from '../../../design-system/screens/reset-password/reset-link-forgotten-screen';
import { ResetPasswordScreen } from '../../../design-system/screens/reset-password/reset-password-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { resetLinkForgottenFixtures, resetPasswordFixtures } from './fixtures';
import {
  resetLinkForgottenIntents,
  resetLinkForgottenView,
  resetPasswordIntents,
  resetPasswordView,
} from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'reset_password',
    section: 'Log in',
    screenStories: 'Log in/Reset password',
    screen: ResetPasswordScreen,
    view: resetPasswordView,
    intents: resetPasswordIntents,
    fixtures: resetPasswordFixtures,
  },
  // reset_password after a reload: the link is held in memory only.
  {
    step: 'reset_password_link_forgotten',
    section: 'Log in',
    screenStories: 'Log in/Open the link in your email again',
    screen: ResetLinkForgottenScreen,
    view: resetLinkForgottenView,
    intents: resetLinkForgottenIntents,
    fixtures: resetLinkForgottenFixtures,
  },
];
