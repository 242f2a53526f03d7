import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import type { StepEntry } from '../../views/step-registry';
import { nextGenFixtures } from './fixtures';
import { nextGenIntents, nextGenView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'next_gen_onboarding',
    section: 'Log in',
    screenStories: 'Log in/Next-gen onboarding hand-off',
    screen: NextGenOnboardingScreen,
    view: nextGenView,
    intents: nextGenIntents,
    fixtures: nextGenFixtures,
  },
];
