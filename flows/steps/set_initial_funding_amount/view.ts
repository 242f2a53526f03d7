import type {
  FundingSource,
  InitialFundingScreenProps,
} from '../../../design-system/screens/initial-funding/initial-funding-screen';
import type { StepActions } from '../../actions/step-actions';
import type { UserState } from '../../model/user-state';
import { limitTexts } from '../../rules/dollar-amount';
import { initialAmountLimits, suggestedAmounts } from '../../rules/funding';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { INITIAL_FUNDING_FORM, initialFundingAnswer, typedAmount, walletMinimumOf } from './rule';

// The server's refusal of the amount belongs to its field.
const FIELD_CODES = { ERR_INVALID_AMOUNT: 'amount' };

/** Where the money comes from, as the lead names it (a debit card, a bank by its name). */
function fundingSource(user: Pick<UserState, 'funding' | 'bankName'>): FundingSource | undefined {
  switch (user.funding?.type) {
    case 'checking':
    case 'instant':
      return user.bankName ? { kind: 'bank', bankName: user.bankName } : { kind: 'bank' };
    case 'debit':
      return { kind: 'debit' };
    case 'apple_pay_card':
      return { kind: 'applePay' };
    case 'android_pay_card':
      return { kind: 'googlePay' };
    case 'paypal_account':
      return { kind: 'paypal' };
    case 'venmo_account':
      return { kind: 'venmo' };
    default:
      return undefined;
  }
}

/**
 * set_initial_funding_amount: the amount as typed, its limits said before anyone reaches them
 * (in dollars: the page prints them as money), the wallet minimum and suggestions where the
 * toggles ask.
 */
export function initialFundingView(input: ViewInput): ViewOf<InitialFundingScreenProps> {
  const { toggles, user, registration } = input;
  const { fieldErrors, ...frame } = groupFrame(
    input,
    INITIAL_FUNDING_FORM,
    FIELD_CODES,
    'sentences',
  );
  const minimum = walletMinimumOf(registration, toggles);
  const limits = initialAmountLimits(minimum);
  const draft = input.form.drafts[INITIAL_FUNDING_FORM] ?? {};
  return {
    ...frame,
    amount: typedAmount(draft),
    error: fieldErrors.amount,
    limitsHint: limitTexts.hint(limits),
    walletMinimum: toggles.minimumWalletLoad ? (limits.shownMinimum ?? limits.minimum) : undefined,
    suggestions: toggles.parentFundWalletDesign
      ? suggestedAmounts(minimum.minimumLoadAmount).map((dollars) => ({
          value: String(dollars),
          dollars,
        }))
      : undefined,
    fundingSource: fundingSource(user),
  };
}

export function initialFundingIntents(actions: StepActions): IntentsOf<InitialFundingScreenProps> {
  return {
    onAmountChange: (amount: string) => actions.editDraft(INITIAL_FUNDING_FORM, { amount }),
    onContinue: () =>
      void actions.registration.sendForm(INITIAL_FUNDING_FORM, initialFundingAnswer),
  };
}
