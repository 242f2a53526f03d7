import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { StepEntry } from '../../views/step-registry';
import { cancelAgeFixtures } from './fixtures';
import { cancelAgeIntents, cancelAgeView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'cancel_age',
    section: 'Sign up',
    screenStories: 'Sign up/Under 13',
    screen: CancelAgeScreen,
    view: cancelAgeView,
    intents: cancelAgeIntents,
    fixtures: cancelAgeFixtures,
  },
];
