import { NextGenOnboardingScreen } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { nextGenFixtures } from './fixtures';
import { nextGenIntents, nextGenView } from './view';

/** next_gen_onboarding: hands the person over to the new onboarding, by itself. */
export const page = stepScreen(NextGenOnboardingScreen, nextGenView, nextGenIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'next_gen_onboarding',
    section: 'Log in',
    screenStories: 'Log in/Next-gen onboarding hand-off',
    page,
    fixtures: nextGenFixtures,
  },
];
