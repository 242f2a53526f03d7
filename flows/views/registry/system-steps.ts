import { ErrorFallbackScreen } from '../../../design-system/screens/error-fallback/error-fallback-screen';
import { OutsideUsScreen } from '../../../design-system/screens/outside-us/outside-us-screen';
import { RegisterStatusScreen } from '../../../design-system/screens/register-status/register-status-screen';
import { StepUnavailableScreen } from '../../../design-system/screens/step-unavailable/step-unavailable-screen';
import { outsideUsFixtures } from '../../steps/phone/outside-us-fixtures';
import { outsideUsView } from '../../steps/phone/outside-us-view';
import { registerStatusFixtures } from '../../steps/register/fixtures';
import { registerStatusIntents, registerStatusView } from '../../steps/register/view';
import { errorFallbackIntents, errorFallbackView } from '../error-fallback-view';
import { errorFallbackFixtures, stepUnavailableFixtures } from '../fixtures/system-fixtures';
import type { StepEntry } from '../step-registry';
import { stepUnavailableIntents, stepUnavailableView } from '../step-unavailable-view';

/** Errors and system, in flow order. */
export const SYSTEM_STEPS: readonly StepEntry[] = [
  {
    // The phone step's stop outside the US (preventNonUSTimezones), before anything is asked.
    step: 'outside_us',
    section: 'Errors and system',
    screenStories: 'Errors and system/Outside the US',
    screen: OutsideUsScreen,
    view: outsideUsView,
    // Nothing to do on the page: no callbacks.
    intents: () => ({}),
    fixtures: outsideUsFixtures,
  },
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
