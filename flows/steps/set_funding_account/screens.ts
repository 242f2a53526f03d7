import { BankLinkScreen } from '../../../design-system/screens/bank-link/bank-link-screen';
import { DebitCardScreen } from '../../../design-system/screens/debit-card/debit-card-screen';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { ManualBankAccountScreen } from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { bankLinkFixtures } from './bank-link-fixtures';
import { bankLinkIntents, bankLinkView } from './bank-link-view';
import { debitCardFixtures } from './debit-card-fixtures';
import { debitCardIntents, debitCardView } from './debit-card-view';
import { fundingFixtures } from './fixtures';
import { manualBankFixtures } from './manual-bank-fixtures';
import { manualBankIntents, manualBankView } from './manual-bank-view';
import { fundingIntents, fundingView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
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
];
