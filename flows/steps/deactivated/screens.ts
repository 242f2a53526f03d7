import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import type { StepEntry } from '../../views/step-registry';
import { accountStatusFixtures } from './fixtures';
import { accountStatusIntents, accountStatusView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
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
];
