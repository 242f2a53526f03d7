import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { EmailVerificationScreen } from '../../../design-system/screens/email-verification/email-verification-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { emailVerificationFixtures } from './email-verification-fixtures';
import { emailVerificationIntents, emailVerificationView } from './email-verification-view';
import { accountEmailFixtures } from './fixtures';
import { accountEmailIntents, accountEmailView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // The page the emailed verification link opens, over whatever step the tab was at.
  {
    step: 'email_verification',
    section: 'Sign up',
    screenStories: 'Sign up/Email verification',
    screen: EmailVerificationScreen,
    view: emailVerificationView,
    intents: emailVerificationIntents,
    fixtures: emailVerificationFixtures,
  },
  {
    step: 'set_user_email',
    section: 'Sign up',
    screenStories: 'Sign up/Account',
    screen: AccountScreen,
    view: accountEmailView,
    intents: accountEmailIntents,
    fixtures: accountEmailFixtures,
  },
];
