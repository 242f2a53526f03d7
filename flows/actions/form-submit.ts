import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import type { FormOutcome, FormPrepare } from '../steps/form-outcome';
import type { ActionDeps } from './deps';
import { showFieldErrors } from './form-actions';

type Answer = (answers: RegistrationAnswers, options: { form: string }) => Promise<unknown>;

/**
 * Continue on a question page: the step's pure rule (flows/steps) turns the form's draft into
 * the page's own errors or the answers to send; the errors show at their fields, the answers
 * go to the server and, once accepted, clear the form.
 */
export function createFormSubmit(deps: Pick<ActionDeps, 'today'>, answer: Answer) {
  return {
    sendForm: async (form: string, prepare: FormPrepare): Promise<FormOutcome> => {
      const outcome = prepare(formState.drafts[form] ?? {}, {
        registration: registrationState,
        user: userState,
        today: deps.today(),
      });
      if ('errors' in outcome) showFieldErrors(form, outcome.errors);
      else await answer(outcome.answers, { form });
      return outcome;
    },
  };
}
