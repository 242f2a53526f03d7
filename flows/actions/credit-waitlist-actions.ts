import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { ANSWER_ERRORS } from '../rules/register-answers';
import { CREDIT_WAITLIST_DEFAULTS, type CreditWaitlistToggle } from '../rules/toggles';
import { answerKey } from '../steps/register/question-flow';
import {
  creditWaitlistDraft,
  creditWaitlistNext,
  CREDIT_WAITLIST_QUESTION as Q,
} from '../steps/set_credit_waitlist/rule';
import { editDraft, showFieldErrors } from './form-actions';

type Answer = (answers: RegistrationAnswers, options: { form: string }) => Promise<unknown>;

/**
 * set_credit_waitlist: the choice, its confirmation (while the toggle's showConfirmScreen is
 * on), then one answer (no extra round trip).
 */
export function createCreditWaitlistActions(
  answer: Answer,
  toggle: () => CreditWaitlistToggle = () => CREDIT_WAITLIST_DEFAULTS,
) {
  return {
    continueCreditWaitlist: async () => {
      const draft = creditWaitlistDraft(
        formState.drafts[Q] ?? {},
        registrationState.prefilledAnswers,
      );
      const next = creditWaitlistNext(draft, toggle());
      if (next === 'choose') return showFieldErrors(Q, { choice: ANSWER_ERRORS.creditWaitlist });
      if (next === 'confirm') return editDraft(Q, { choice: draft.choice, confirming: true });
      await answer({ [answerKey(Q)]: { creditAccepted: draft.choice === 'join' } }, { form: Q });
      // A refused answer goes back to the question, where the error shows.
      if (registrationState.error) editDraft(Q, { confirming: false });
    },
  };
}
