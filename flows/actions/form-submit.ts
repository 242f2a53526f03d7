import type { RegistrationAnswers } from '../model/entities';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { ADD_CHILD_COPPA_DEFAULTS } from '../rules/toggles';
import type { FormOutcome, FormPrepare } from '../steps/form-outcome';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { clearForm, noteInDraft, showFieldErrors } from './form-actions';

type Answer = (
  answers: RegistrationAnswers,
  options: { form: string; resolvesErrorId?: string },
) => Promise<unknown>;

/**
 * Continue on a question page: the step's pure rule (flows/steps) turns the form's draft into
 * the page's own errors or the answers to send; the errors show at their fields, the answers
 * go to the server and, once accepted, clear the form; a form's next page is noted in its
 * draft (history records it as a page of its own). A rule's changes are made before the
 * answers go (or instead of them: nothing is sent past a stop).
 */
export function createFormSubmit(
  deps: Pick<ActionDeps, 'today' | 'toggles' | 'addChildCoppa'>,
  answer: Answer,
) {
  return {
    sendForm: async (form: string, prepare: FormPrepare): Promise<FormOutcome> => {
      const outcome = prepare(formState.drafts[form] ?? {}, {
        registration: registrationState,
        user: userState,
        toggles: deps.toggles(),
        addChildCoppa: deps.addChildCoppa?.() ?? ADD_CHILD_COPPA_DEFAULTS,
        today: deps.today(),
      });
      if ('errors' in outcome) {
        showFieldErrors(form, outcome.errors);
        return outcome;
      }
      showFieldErrors(form, {});
      await applyChanges(outcome.changes);
      if ('page' in outcome) noteInDraft(form, { page: outcome.page });
      else if ('answers' in outcome) {
        const resolves = outcome.resolvesErrorId;
        await answer(outcome.answers, { form, ...(resolves ? { resolvesErrorId: resolves } : {}) });
      } else clearForm(form);
      return outcome;
    },
  };
}
