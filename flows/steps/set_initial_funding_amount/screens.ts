import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { initialFundingFixtures } from './fixtures';
import { initialFundingIntents, initialFundingView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'set_initial_funding_amount',
    section: 'Funding',
    screenStories: 'Funding/Initial funding',
    screen: InitialFundingScreen,
    view: initialFundingView,
    intents: initialFundingIntents,
    fixtures: initialFundingFixtures,
  },
];
