import { BankLinkScreen } from '../../../design-system/screens/bank-link/bank-link-screen';
import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import { DebitCardScreen } from '../../../design-system/screens/debit-card/debit-card-screen';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { ManualBankAccountScreen } from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import { MicroDepositVerificationScreen } from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { microDepositFixtures } from '../../steps/verify_funding/fixtures';
import { microDepositIntents, microDepositView } from '../../steps/verify_funding/view';
import { bankLinkIntents, bankLinkView } from '../bank-link-view';
import { completionIntents, completionView } from '../completion-view';
import { debitCardIntents, debitCardView } from '../debit-card-view';
import { bankLinkFixtures } from '../fixtures/bank-link-fixtures';
import { completionFixtures } from '../fixtures/completion-fixtures';
import { debitCardFixtures } from '../fixtures/debit-card-fixtures';
import { fundingFixtures } from '../fixtures/funding-fixtures';
import { initialFundingFixtures } from '../fixtures/initial-funding-fixtures';
import { manualBankFixtures } from '../fixtures/manual-bank-fixtures';
import { fundingIntents, fundingView } from '../funding-view';
import { initialFundingIntents, initialFundingView } from '../initial-funding-view';
import { manualBankIntents, manualBankView } from '../manual-bank-view';
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
    // The instant bank link, opened from the funding choice (set_funding_account's answer
    // extras name it set_plaid_bank_account).
    step: 'set_plaid_bank_account',
    section: 'Funding',
    screenStories: 'Funding/Bank link',
    screen: BankLinkScreen,
    view: bankLinkView,
    intents: bankLinkIntents,
    fixtures: bankLinkFixtures,
  },
  {
    // The manual bank account, opened from the funding choice (extras: set_manual_bank_account).
    step: 'set_manual_bank_account',
    section: 'Funding',
    screenStories: 'Funding/Manual bank account',
    screen: ManualBankAccountScreen,
    view: manualBankView,
    intents: manualBankIntents,
    fixtures: manualBankFixtures,
  },
  {
    // The debit card's own form, opened from the choice above (analytics: save debit card).
    step: 'save_debit_card',
    section: 'Funding',
    screenStories: 'Funding/Debit card',
    screen: DebitCardScreen,
    view: debitCardView,
    intents: debitCardIntents,
    fixtures: debitCardFixtures,
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
