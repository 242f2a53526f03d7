import type {
  MicroDepositValues,
  MicroDepositVerificationScreenProps,
} from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { wordsOf } from '../../../vocabulary/messages/sentence';
import type { StepActions } from '../../actions/step-actions';
import { ERROR_CODES } from '../../rules/error-codes';
import { FUNDING_TEXTS } from '../../rules/funding';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { verificationTarget } from '../funding-flow';

/** The form of the two amounts, on the completion reminder's step and inside the flow alike. */
const MICRO_DEPOSIT_FORM = 'verify_funding';

export type MicroDepositView = ViewOf<MicroDepositVerificationScreenProps>;

/**
 * verify_funding, and the same page offered inside the flow right after a funding account that
 * needs it (spec section 4): the two amounts, now or later.
 */
export function microDepositView(input: ViewInput): MicroDepositView {
  const { registration } = input;
  const { kind, bankName } = verificationTarget(input.user);
  const draft = draftOf<MicroDepositValues>(input, MICRO_DEPOSIT_FORM);
  const { fieldErrors, formError } = groupFrame(input, MICRO_DEPOSIT_FORM);
  const error = wordsOf(registration.error);
  return {
    kind,
    bankName: kind === 'bank' ? (bankName ?? undefined) : undefined,
    values: { amount1: draft.amount1 ?? '', amount2: draft.amount2 ?? '' },
    loading: registration.loading,
    fieldErrors,
    formError,
    // Kept with the state: after a reload the page still takes no more amounts.
    maxAttemptsReached:
      registration.fundingVerificationOutcome === 'blocked' ||
      (error !== undefined &&
        registration.errorCode === ERROR_CODES.maxChallengeWithdrawalVerifications),
    maxAttemptsMessage:
      registration.fundingVerificationOutcome === 'blocked'
        ? (error ?? FUNDING_TEXTS.verificationBlocked)
        : error,
  };
}

/** Each callback of the two-amount page, one action each. */
export function microDepositIntents(
  actions: StepActions,
): IntentsOf<MicroDepositVerificationScreenProps> {
  return {
    onValuesChange: (values: MicroDepositValues) =>
      actions.editDraft(MICRO_DEPOSIT_FORM, { ...values }),
    onVerify: () => actions.funding.verifyMicroDeposits(MICRO_DEPOSIT_FORM),
    onLater: () => actions.registration.verifyDebitLater(),
    onChooseAnotherAccount: () => actions.registration.verifyDebitLater(),
  };
}
