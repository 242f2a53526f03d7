import { formState } from '../model/form-state';

/**
 * The form actions: every keystroke and pick on a page goes through these, so containers write
 * no state and a view-model reads the draft from the snapshot like any other field.
 */

/** Merges an edit into the step's draft; an edit clears the errors the page's checks showed. */
export function editDraft(step: string, patch: Record<string, unknown>): void {
  formState.drafts[step] = { ...formState.drafts[step], ...patch };
  delete formState.errors[step];
}

/** Shows the page's own checks' errors (field id -> text); an empty record clears them. */
export function showFieldErrors(step: string, errors: Record<string, string>): void {
  if (Object.keys(errors).length === 0) delete formState.errors[step];
  else formState.errors[step] = { ...errors };
}

/** Forgets a step's draft and errors once its answer has been accepted. */
export function clearForm(step: string): void {
  delete formState.drafts[step];
  delete formState.errors[step];
}
