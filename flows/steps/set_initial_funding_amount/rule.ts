import type { QuestionName } from '../../../vocabulary/question-names';
import type { RegistrationState } from '../../model/registration-state';
import { checkAmount } from '../../rules/dollar-amount';
import { initialAmountLimits } from '../../rules/funding';
import type { Toggles } from '../../rules/toggles';
import { resolveWalletMinimum, type WalletMinimum } from '../../rules/wallet-minimum';
import type { FormPrepare } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/** The form of the initial_funding group, by its question. */
export const INITIAL_FUNDING_FORM = 'set_initial_funding_amount' satisfies QuestionName;

/** The wallet minimum in force: 20 unless minimumWalletLoad brought another (section 9). */
export const walletMinimumOf = (
  registration: Pick<RegistrationState, 'walletMinimum'>,
  toggles: Pick<Toggles, 'minimumWalletLoad'>,
): WalletMinimum =>
  resolveWalletMinimum(toggles.minimumWalletLoad, registration.walletMinimum ?? undefined);

/** The amount as typed, never rewritten (flows/rules/dollar-amount reads it). */
export const typedAmount = (draft: Readonly<Record<string, unknown>>): string =>
  typeof draft.amount === 'string' ? draft.amount : '';

/**
 * Continue: the amount exactly as typed, read as dollars within the limits, or the reason at
 * the field. It is kept on the user before it goes: completion reads it, and the flow may
 * complete at once.
 */
export const initialFundingAnswer: FormPrepare = (draft, { registration, toggles }) => {
  const limits = initialAmountLimits(walletMinimumOf(registration, toggles));
  const reading = checkAmount(typedAmount(draft), limits);
  if ('problem' in reading) return { errors: { amount: reading.problem } };
  return {
    answers: { [answerKey(INITIAL_FUNDING_FORM)]: reading.dollars },
    changes: { user: { initialLoadAmount: reading.dollars } },
  };
};
