import type { FundingSelectorScreenProps } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import type { FundingMethod } from '../../../vocabulary/domain';
import type { QuestionName } from '../../../vocabulary/question-names';
import type { StepActions } from '../../actions/step-actions';
import { fundingMethods, hideFundingFlags } from '../../rules/funding-methods';
import { recommendedFundingMethod } from '../../rules/recommended-funding';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

/** The question (and form) of the funding step. */
export const FUNDING_QUESTION = 'set_funding_account' satisfies QuestionName;

/** The method picked, and the one whose form is open (screen state: a reload forgets both). */
export type FundingDraft = { method: FundingMethod; chosen: FundingMethod | null };

export type FundingView = ViewOf<FundingSelectorScreenProps>;

/** The method whose own form is open, if any (the container shows that form instead). */
export const openFundingMethod = (input: ViewInput): FundingMethod | null =>
  draftOf<FundingDraft>(input, FUNDING_QUESTION).chosen ?? null;

/** set_funding_account: the methods the toggles leave, in their order (section 3). */
export function fundingView(input: ViewInput): FundingView {
  const { toggles, registration, config } = input;
  const { fieldErrors, ...frame } = groupFrame(input, FUNDING_QUESTION);
  const methods = fundingMethods({
    ...hideFundingFlags(toggles.hideFunding, toggles),
    reOrderDebitOnFundingScreen: toggles.reOrderDebitOnFundingScreen,
    // Only options a toggle enables ever reach this list (preparePayments).
    usable: registration.usablePaymentOptions,
  });
  const value = draftOf<FundingDraft>(input, FUNDING_QUESTION).method ?? null;
  return {
    ...frame,
    methods,
    recommended: recommendedFundingMethod(methods, toggles.reOrderDebitOnFundingScreen),
    value,
    error: fieldErrors.method,
    // Braintree's PayPal runs only from PayPal's own button (decision 091).
    providerButton:
      value === 'paypal' && methods.includes('paypal') && config.payments?.provider === 'braintree',
  };
}

/** Each callback of the funding choice, one action each. */
export function fundingIntents(actions: StepActions): IntentsOf<FundingSelectorScreenProps> {
  return {
    onValueChange: (method: FundingMethod) => actions.editDraft(FUNDING_QUESTION, { method }),
    onContinue: () => actions.funding.continueToFundingMethod(FUNDING_QUESTION),
    // PayPal's own button, drawn while its slot is on the page (Braintree, PayPal picked).
    onProviderButtonSlot: () => {
      const removing = actions.funding.mountPayButton(FUNDING_QUESTION, 'paypal');
      return () => void removing.then((remove) => remove());
    },
  };
}
