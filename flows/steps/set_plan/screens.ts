import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { planFixtures } from './fixtures';
import { planIntents, planView } from './view';

/** set_plan. */
export const page = stepScreen(PlanPickerScreen, planView, planIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'set_plan',
    section: 'Sign up',
    screenStories: 'Sign up/Plan picker',
    page,
    fixtures: planFixtures,
  },
];
