import { AddChildScreen } from '../../../design-system/screens/add-child/add-child-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { childrenFixtures } from './fixtures';
import { childrenIntents, childrenView } from './view';

/** add_child_info: the kids who get a card (COPPA toggle: date of birth, disclaimer). */
export const page = stepScreen(AddChildScreen, childrenView, childrenIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'add_child_info',
    section: 'Sign up',
    screenStories: 'Sign up/Add child',
    page,
    fixtures: childrenFixtures,
  },
];
