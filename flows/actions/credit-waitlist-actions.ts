import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { ANSWER_ERRORS } from '../rules/register-answers';
import {
  creditWaitlistDraft,
  creditWaitlistNext,
  CREDIT_WAITLIST_QUESTION as Q,
} from '../steps/credit-waitlist';
import { answerKey } from '../steps/register-step';
import { editDraft, showFieldErrors } from './form-actions';

type Answer = (answers: RegistrationAnswers, options: { form: string }) => Promise<unknown>;

/** set_credit_waitlist: the choice, its confirmation, then one answer (no extra round trip). */
export function createCreditWaitlistActions(answer: Answer) {
  return {
    continueCreditWaitlist: async () => {
      const draft = creditWaitlistDraft(formState.drafts[Q] ?? {});
      const next = creditWaitlistNext(draft);
      if (next === 'choose') return showFieldErrors(Q, { choice: ANSWER_ERRORS.creditWaitlist });
      if (next === 'confirm') return editDraft(Q, { confirming: true });
      await answer({ [answerKey(Q)]: { creditAccepted: draft.choice === 'join' } }, { form: Q });
      // A refused answer goes back to the question, where the error shows.
      if (registrationState.error) editDraft(Q, { confirming: false });
    },
  };
}
