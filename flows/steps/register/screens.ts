import { RegisterStatusScreen } from '../../../design-system/screens/register-status/register-status-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { registerStatusFixtures } from './fixtures';
import { registerStatusIntents, registerStatusView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'register',
    section: 'Errors and system',
    screenStories: 'Errors and system/Registration status',
    screen: RegisterStatusScreen,
    view: registerStatusView,
    intents: registerStatusIntents,
    fixtures: registerStatusFixtures,
  },
];
