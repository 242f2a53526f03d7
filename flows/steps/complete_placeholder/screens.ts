import { TeenPlaceholderScreen } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import type { StepEntry } from '../../views/step-registry';
import { teenPlaceholderFixtures } from './fixtures';
import { teenPlaceholderIntents, teenPlaceholderView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'complete_placeholder',
    section: 'Sign up',
    screenStories: 'Sign up/Teen waiting for a parent',
    screen: TeenPlaceholderScreen,
    view: teenPlaceholderView,
    intents: teenPlaceholderIntents,
    fixtures: teenPlaceholderFixtures,
  },
];
