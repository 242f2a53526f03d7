import { ErrorFallbackScreen } from '../../../design-system/screens/error-fallback/error-fallback-screen';
import { RegisterStatusScreen } from '../../../design-system/screens/register-status/register-status-screen';
import { StepUnavailableScreen } from '../../../design-system/screens/step-unavailable/step-unavailable-screen';
import { errorFallbackIntents, errorFallbackView } from '../error-fallback-view';
import { registerStatusFixtures } from '../fixtures/register-status-fixtures';
import { errorFallbackFixtures, stepUnavailableFixtures } from '../fixtures/system-fixtures';
import { registerStatusIntents, registerStatusView } from '../register-status-view';
import type { StepEntry } from '../step-registry';
import { stepUnavailableIntents, stepUnavailableView } from '../step-unavailable-view';

/** Errors and system, in flow order. */
export const SYSTEM_STEPS: readonly StepEntry[] = [
  {
    step: 'register',
    section: 'Errors and system',
    screenStories: 'Errors and system/Registration status',
    screen: RegisterStatusScreen,
    view: registerStatusView,
    intents: registerStatusIntents,
    fixtures: registerStatusFixtures,
  },
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
