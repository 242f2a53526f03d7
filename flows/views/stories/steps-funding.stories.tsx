import type { Meta } from '@storybook/react-vite';
import { allStatesStory, stateStory } from './step-stories';

// Each Funding step as the app renders it: pick a state in the controls, or see them all. The
// title and tags stay written here, where Storybook's indexer reads them.
const meta = {
  title: 'Steps/Funding',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;

export const SetFundingAccount = {
  name: 'set_funding_account',
  ...stateStory('set_funding_account'),
};
export const SetFundingAccountAllStates = {
  name: 'set_funding_account: all states',
  ...allStatesStory('set_funding_account'),
};
export const SetPlaidBankAccount = {
  name: 'set_plaid_bank_account',
  ...stateStory('set_plaid_bank_account'),
};
export const SetPlaidBankAccountAllStates = {
  name: 'set_plaid_bank_account: all states',
  ...allStatesStory('set_plaid_bank_account'),
};
export const SetManualBankAccount = {
  name: 'set_manual_bank_account',
  ...stateStory('set_manual_bank_account'),
};
export const SetManualBankAccountAllStates = {
  name: 'set_manual_bank_account: all states',
  ...allStatesStory('set_manual_bank_account'),
};
export const SaveDebitCard = { name: 'save_debit_card', ...stateStory('save_debit_card') };
export const SaveDebitCardAllStates = {
  name: 'save_debit_card: all states',
  ...allStatesStory('save_debit_card'),
};
export const VerifyFunding = { name: 'verify_funding', ...stateStory('verify_funding') };
export const VerifyFundingAllStates = {
  name: 'verify_funding: all states',
  ...allStatesStory('verify_funding'),
};
export const SetInitialFundingAmount = {
  name: 'set_initial_funding_amount',
  ...stateStory('set_initial_funding_amount'),
};
export const SetInitialFundingAmountAllStates = {
  name: 'set_initial_funding_amount: all states',
  ...allStatesStory('set_initial_funding_amount'),
};
export const Complete = { name: 'complete', ...stateStory('complete') };
export const CompleteAllStates = { name: 'complete: all states', ...allStatesStory('complete') };
