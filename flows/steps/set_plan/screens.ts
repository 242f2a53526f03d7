import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import type { StepEntry } from '../../views/step-registry';
import { planFixtures } from './fixtures';
import { planIntents, planView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'set_plan',
    section: 'Sign up',
    screenStories: 'Sign up/Plan picker',
    screen: PlanPickerScreen,
    view: planView,
    intents: planIntents,
    fixtures: planFixtures,
  },
];
