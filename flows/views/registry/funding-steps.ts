import { BankLinkScreen } from '../../../design-system/screens/bank-link/bank-link-screen';
import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import { DebitCardScreen } from '../../../design-system/screens/debit-card/debit-card-screen';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { ManualBankAccountScreen } from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import { MicroDepositVerificationScreen } from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { completionFixtures } from '../../steps/complete/fixtures';
import { completionIntents, completionView } from '../../steps/complete/view';
import { bankLinkFixtures } from '../../steps/set_funding_account/bank-link-fixtures';
import { bankLinkIntents, bankLinkView } from '../../steps/set_funding_account/bank-link-view';
import { debitCardFixtures } from '../../steps/set_funding_account/debit-card-fixtures';
import { debitCardIntents, debitCardView } from '../../steps/set_funding_account/debit-card-view';
import { fundingFixtures } from '../../steps/set_funding_account/fixtures';
import { manualBankFixtures } from '../../steps/set_funding_account/manual-bank-fixtures';
import {
  manualBankIntents,
  manualBankView,
} from '../../steps/set_funding_account/manual-bank-view';
import { fundingIntents, fundingView } from '../../steps/set_funding_account/view';
import { initialFundingFixtures } from '../../steps/set_initial_funding_amount/fixtures';
import {
  initialFundingIntents,
  initialFundingView,
} from '../../steps/set_initial_funding_amount/view';
import { microDepositFixtures } from '../../steps/verify_funding/fixtures';
import { microDepositIntents, microDepositView } from '../../steps/verify_funding/view';
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
