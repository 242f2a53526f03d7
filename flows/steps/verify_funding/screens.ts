import { MicroDepositVerificationScreen } from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { microDepositFixtures } from './fixtures';
import { microDepositIntents, microDepositView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    // Also the page offered inside the flow before the first load (its fixtures show both).
    step: 'verify_funding',
    section: 'Funding',
    screenStories: 'Funding/Micro-deposit verification',
    screen: MicroDepositVerificationScreen,
    view: microDepositView,
    intents: microDepositIntents,
    fixtures: microDepositFixtures,
  },
];
