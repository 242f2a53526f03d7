import type { Sentence } from '../../vocabulary/messages/sentence';
import { formState, initialFormState } from '../model/form-state';

/**
 * The form actions: every keystroke and pick on a page goes through these, so the pages write
 * no state and a view-model reads the draft from the snapshot like any other field.
 */

/** Merges an edit into the step's draft; an edit clears the errors the page's checks showed. */
export function editDraft(step: string, patch: Record<string, unknown>): void {
  formState.drafts[step] = { ...formState.drafts[step], ...patch };
  delete formState.errors[step];
}

/**
 * Keeps what a check found beside the typed values (a referral code's check, a bank's name
 * from its routing number): not an edit, so the page's errors stay. `replace` names the keys
 * of an earlier finding that go first.
 */
export function noteInDraft(
  step: string,
  patch: Record<string, unknown>,
  replace: readonly string[] = [],
): void {
  const kept = { ...formState.drafts[step] };
  for (const key of replace) delete kept[key];
  formState.drafts[step] = { ...kept, ...patch };
}

/** Shows the page's own checks' errors (field id -> sentence); an empty record clears them. */
export function showFieldErrors(step: string, errors: Record<string, Sentence>): void {
  if (Object.keys(errors).length === 0) delete formState.errors[step];
  else formState.errors[step] = { ...errors };
}

/** Forgets a step's draft and errors once its answer has been accepted. */
export function clearForm(step: string): void {
  delete formState.drafts[step];
  delete formState.errors[step];
}

/** Every form's draft and errors go (starting over): new objects, as at the page's start. */
export function clearAllForms(): void {
  Object.assign(formState, initialFormState());
}

/**
 * Drafts read back from session storage after a reload: under what was typed since, which
 * wins.
 */
export function keepStoredDrafts(drafts: Record<string, Record<string, unknown>>): void {
  for (const [form, draft] of Object.entries(drafts))
    formState.drafts[form] = { ...draft, ...formState.drafts[form] };
}
