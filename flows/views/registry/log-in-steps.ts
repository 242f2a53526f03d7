import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import { ResetLinkForgottenScreen } from '../../../design-system/screens/reset-password/reset-link-forgotten-screen';
import { ResetPasswordScreen } from '../../../design-system/screens/reset-password/reset-password-screen';
import { WidgetPageScreen } from '../../../design-system/screens/widget-page/widget-page-screen';
import { accountStatusIntents, accountStatusView } from '../account-status-view';
import { accountStatusFixtures } from '../fixtures/account-status-fixtures';
import { forgotPasswordFixtures } from '../fixtures/forgot-password-fixtures';
import { loginFixtures } from '../fixtures/login-fixtures';
import { nextGenFixtures } from '../fixtures/next-gen-fixtures';
import {
  resetLinkForgottenFixtures,
  resetPasswordFixtures,
} from '../fixtures/reset-password-fixtures';
import { widgetPageFixtures } from '../fixtures/system-fixtures';
import { forgotPasswordIntents, forgotPasswordView } from '../forgot-password-view';
import { loginIntents, loginView } from '../login-view';
import { nextGenIntents, nextGenView } from '../next-gen-view';
import {
  resetLinkForgottenIntents,
  resetLinkForgottenView,
  resetPasswordIntents,
  resetPasswordView,
} from '../reset-password-view';
import type { StepEntry } from '../step-registry';
import { widgetPageIntents, widgetPageView } from '../widget-page-view';

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
