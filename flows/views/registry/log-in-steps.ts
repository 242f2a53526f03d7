import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import { ResetLinkForgottenScreen } from '../../../design-system/screens/reset-password/reset-link-forgotten-screen';
import { ResetPasswordScreen } from '../../../design-system/screens/reset-password/reset-password-screen';
import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import { accountStatusFixtures } from '../../steps/deactivated/fixtures';
import { accountStatusIntents, accountStatusView } from '../../steps/deactivated/view';
import { forgotPasswordFixtures } from '../../steps/forgot_password/fixtures';
import { forgotPasswordIntents, forgotPasswordView } from '../../steps/forgot_password/view';
import { loginFixtures } from '../../steps/login/fixtures';
import { loginIntents, loginView } from '../../steps/login/view';
import { nextGenFixtures } from '../../steps/next_gen_onboarding/fixtures';
import { nextGenIntents, nextGenView } from '../../steps/next_gen_onboarding/view';
import {
  resetLinkForgottenFixtures,
  resetPasswordFixtures,
} from '../../steps/reset_password/fixtures';
import {
  resetLinkForgottenIntents,
  resetLinkForgottenView,
  resetPasswordIntents,
  resetPasswordView,
} from '../../steps/reset_password/view';
import { widgetPageFixtures } from '../../steps/widget_page/fixtures';
import { widgetPageIntents, widgetPageView } from '../../steps/widget_page/view';
import type { StepEntry } from '../step-registry';

/** Log in, in flow order. */
export const LOG_IN_STEPS: readonly StepEntry[] = [
  {
    step: 'login',
    section: 'Log in',
    screenStories: 'Log in/Login',
    screen: LoginScreen,
    view: loginView,
    intents: loginIntents,
    fixtures: loginFixtures,
  },
  {
    step: 'forgot_password',
    section: 'Log in',
    screenStories: 'Log in/Forgot password',
    screen: ForgotPasswordScreen,
    view: forgotPasswordView,
    intents: forgotPasswordIntents,
    fixtures: forgotPasswordFixtures,
  },
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
  // deactivated and invalidated share one page.
  {
    step: 'deactivated',
    section: 'Log in',
    screenStories: 'Log in/Account deactivated or invalidated',
    screen: AccountStatusScreen,
    view: accountStatusView,
    intents: accountStatusIntents,
    fixtures: accountStatusFixtures,
  },
  {
    step: 'next_gen_onboarding',
    section: 'Log in',
    screenStories: 'Log in/Next-gen onboarding hand-off',
    screen: NextGenOnboardingScreen,
    view: nextGenView,
    intents: nextGenIntents,
    fixtures: nextGenFixtures,
  },
  {
    step: 'widget_page',
    section: 'Log in',
    screenStories: 'Log in/Continue in the app',
    screen: WidgetPageScreen,
    view: widgetPageView,
    intents: widgetPageIntents,
    fixtures: widgetPageFixtures,
  },
];
