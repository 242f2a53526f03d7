import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { cancelAgeFixtures } from './fixtures';
import { cancelAgeIntents, cancelAgeView } from './view';

/** cancel_age. */
export const page = stepScreen(CancelAgeScreen, cancelAgeView, cancelAgeIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'cancel_age',
    section: 'Sign up',
    screenStories: 'Sign up/Under 13',
    page,
    fixtures: cancelAgeFixtures,
  },
];
