import { AddChildScreen } from '../../../design-system/screens/add-child/add-child-screen';
import type { StepEntry } from '../../views/step-registry';
import { childrenFixtures } from './fixtures';
import { childrenIntents, childrenView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'add_child_info',
    section: 'Sign up',
    screenStories: 'Sign up/Add child',
    screen: AddChildScreen,
    view: childrenView,
    intents: childrenIntents,
    fixtures: childrenFixtures,
  },
];
