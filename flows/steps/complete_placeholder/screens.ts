import { TeenPlaceholderScreen } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { teenPlaceholderFixtures } from './fixtures';
import { teenPlaceholderIntents, teenPlaceholderView } from './view';

/** complete_placeholder. */
export const page = stepScreen(TeenPlaceholderScreen, teenPlaceholderView, teenPlaceholderIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'complete_placeholder',
    section: 'Sign up',
    screenStories: 'Sign up/Teen waiting for a parent',
    page,
    fixtures: teenPlaceholderFixtures,
  },
];
