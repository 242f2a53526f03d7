import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { accountStatusFixtures } from './fixtures';
import { accountStatusIntents, accountStatusView } from './view';

/** deactivated and invalidated. */
export const page = stepScreen(AccountStatusScreen, accountStatusView, accountStatusIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // deactivated and invalidated share one page.
  {
    step: 'deactivated',
    section: 'Log in',
    screenStories: 'Log in/Account deactivated or invalidated',
    page,
    fixtures: accountStatusFixtures,
  },
];
