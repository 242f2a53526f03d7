import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { MicroDepositVerificationScreen } from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { completionIntents, completionView } from '../completion-view';
import { completionFixtures } from '../fixtures/completion-fixtures';
import { fundingFixtures } from '../fixtures/funding-fixtures';
import { initialFundingFixtures } from '../fixtures/initial-funding-fixtures';
import { microDepositFixtures } from '../fixtures/micro-deposit-fixtures';
import { fundingIntents, fundingView } from '../funding-view';
import { initialFundingIntents, initialFundingView } from '../initial-funding-view';
import { microDepositIntents, microDepositView } from '../micro-deposit-view';
import type { StepEntry } from '../step-registry';

/** Funding, in flow order. */
export const FUNDING_STEPS: readonly StepEntry[] = [
  {
    step: 'set_funding_account',
    section: 'Funding',
    screenStories: 'Funding/Funding selector',
    screen: FundingSelectorScreen,
    view: fundingView,
    intents: fundingIntents,
    fixtures: fundingFixtures,
  },
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
  {
    step: 'set_initial_funding_amount',
    section: 'Funding',
    screenStories: 'Funding/Initial funding',
    screen: InitialFundingScreen,
    view: initialFundingView,
    intents: initialFundingIntents,
    fixtures: initialFundingFixtures,
  },
  {
    // complete_child is the same page (its fixtures show it).
    step: 'complete',
    section: 'Funding',
    screenStories: 'Funding/Completion',
    screen: CompletionScreen,
    view: completionView,
    intents: completionIntents,
    fixtures: completionFixtures,
  },
];
