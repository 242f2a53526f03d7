import type { BankLinkScreenProps } from '../../../design-system/screens/bank-link/bank-link-screen';
import type { StepActions } from '../../actions/step-actions';
import { fundingMethods, hideFundingFlags } from '../../rules/funding-methods';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { FUNDING_QUESTION } from './view';

export type BankLinkView = ViewOf<BankLinkScreenProps>;

/**
 * The instant bank link under set_funding_account: opening (the link token, the provider's
 * window, then the answer), or failed with the server's or the provider's words. A link
 * closed without an account is no failure: the page is as before.
 */
export function bankLinkView(input: ViewInput): BankLinkView {
  const { registration, toggles } = input;
  const { formError } = groupFrame(input, FUNDING_QUESTION);
  const opening = Boolean(registration.loadingFlags.bankLink || registration.loadingFlags.answer);
  return {
    status: opening ? 'loading' : formError ? 'failed' : 'idle',
    failureMessage: formError,
    // The manual form is offered only where the toggles offer it on the funding choice.
    offerManual: fundingMethods({
      ...hideFundingFlags(toggles.hideFunding, toggles),
      reOrderDebitOnFundingScreen: toggles.reOrderDebitOnFundingScreen,
    }).includes('manual'),
  };
}

/** Link, switch to the manual form, or back to the choice: one action each. */
export function bankLinkIntents(actions: StepActions): IntentsOf<BankLinkScreenProps> {
  return {
    onOpenBankLink: () => actions.funding.linkBankAccount(FUNDING_QUESTION),
    onUseManual: () => actions.funding.openFundingMethod(FUNDING_QUESTION, 'manual'),
  };
}
