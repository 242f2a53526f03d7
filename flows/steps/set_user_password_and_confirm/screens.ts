import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import type { StepEntry } from '../../views/step-registry';
import { accountPasswordFixtures } from '../set_user_email/fixtures';
import { accountPasswordIntents, accountPasswordView } from '../set_user_email/view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'set_user_password_and_confirm',
    section: 'Sign up',
    screenStories: 'Sign up/Account',
    screen: AccountScreen,
    view: accountPasswordView,
    intents: accountPasswordIntents,
    fixtures: accountPasswordFixtures,
  },
];
