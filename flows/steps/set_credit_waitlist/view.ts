import type { CreditWaitlistScreenProps } from '../../../design-system/screens/credit-waitlist/credit-waitlist-screen';
import type { CreditWaitlistConfirmScreenProps } from '../../../design-system/screens/credit-waitlist-confirm/credit-waitlist-confirm-screen';
import type { StepActions } from '../../actions/step-actions';
import { prefilledText } from '../../rules/register-answers';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import {
  creditWaitlistDraft,
  CREDIT_WAITLIST_QUESTION as Q,
  showsCreditWaitlistConfirm,
} from './rule';

const draftOf = (input: ViewInput) =>
  creditWaitlistDraft(input.form.drafts[Q] ?? {}, input.registration.prefilledAnswers);

/** Whether the group shows its confirmation rather than its question. */
export const creditWaitlistConfirming = (input: ViewInput): boolean =>
  showsCreditWaitlistConfirm(draftOf(input), input.registration.error);

/** set_credit_waitlist: join or not. */
export function creditWaitlistView(input: ViewInput): ViewOf<CreditWaitlistScreenProps> {
  const { fieldErrors, ...frame } = groupFrame(input, Q);
  return { ...frame, choice: draftOf(input).choice, error: fieldErrors.choice };
}

export function creditWaitlistIntents(actions: StepActions): IntentsOf<CreditWaitlistScreenProps> {
  return {
    onChoiceChange: (choice) => actions.editDraft(Q, { choice }),
    onContinue: () => void actions.registration.continueCreditWaitlist(),
  };
}

/** The confirmation of the choice, before the one answer is sent. */
export function creditWaitlistConfirmView(
  input: ViewInput,
): ViewOf<CreditWaitlistConfirmScreenProps> {
  const email = prefilledText(input.registration.prefilledAnswers.setUserEmail);
  return {
    creditAccepted: draftOf(input).choice === 'join',
    email: email || undefined,
    loading: groupFrame(input, Q).loading,
  };
}

export function creditWaitlistConfirmIntents(
  actions: StepActions,
): IntentsOf<CreditWaitlistConfirmScreenProps> {
  return { onContinue: () => void actions.registration.continueCreditWaitlist() };
}
