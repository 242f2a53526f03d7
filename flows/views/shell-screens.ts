import { ErrorFallbackScreen } from '../../design-system/screens/error-fallback/error-fallback-screen';
import { StepUnavailableScreen } from '../../design-system/screens/step-unavailable/step-unavailable-screen';
import { errorFallbackIntents, errorFallbackView } from './error-fallback-view';
import { errorFallbackFixtures, stepUnavailableFixtures } from './fixtures/system-fixtures';
import type { StepEntry } from './step-registry';
import { stepUnavailableIntents, stepUnavailableView } from './step-unavailable-view';

/** The app's own pages that are no step of the flow: a crash, and a step without its page. */
export const SHELL_SCREENS: readonly StepEntry[] = [
  {
    step: 'error_fallback',
    section: 'Errors and system',
    screenStories: 'Errors and system/Error fallback',
    screen: ErrorFallbackScreen,
    view: errorFallbackView,
    intents: errorFallbackIntents,
    fixtures: errorFallbackFixtures,
  },
  {
    step: 'step_unavailable',
    section: 'Errors and system',
    screenStories: "Errors and system/This step isn't available here yet",
    screen: StepUnavailableScreen,
    view: stepUnavailableView,
    intents: stepUnavailableIntents,
    fixtures: stepUnavailableFixtures,
  },
];
