import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { accountPasswordFixtures } from '../set_user_email/fixtures';
import { accountPasswordIntents, accountPasswordView } from '../set_user_email/view';

/** set_user_password_and_confirm or set_user_password. */
export const page = stepScreen(AccountScreen, accountPasswordView, accountPasswordIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'set_user_password_and_confirm',
    section: 'Sign up',
    screenStories: 'Sign up/Account',
    page,
    fixtures: accountPasswordFixtures,
  },
];
