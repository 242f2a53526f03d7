import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { FORMS } from '../rules/page-checks';
import { freshState, newNumberStarted, startedOver } from '../steps/fresh-start';
import { applyChanges } from './apply-changes';
import { clearAllForms, clearForm } from './form-actions';

/**
 * Back to the start (the phone step), e.g. for a parent on the same device: the native apps'
 * layout and the device stay, everything else (answers, drafts, tokens) starts afresh.
 */
export function startOver(): void {
  void applyChanges(startedOver(registrationState));
  clearAllForms();
}

/**
 * Spec section 4, "Action confirm-role starts the registration flow": a number the service
 * does not know begins its registration from nothing, the drafts of an earlier number's pages
 * included (the phone step's own stays: it holds the number just checked).
 */
export function startRegistration(): void {
  void applyChanges(newNumberStarted());
  const forms = new Set([...Object.keys(formState.drafts), ...Object.keys(formState.errors)]);
  for (const form of forms) if (form !== FORMS.phone) clearForm(form);
}

/** @internal A fresh registration and user state, for a test's start. */
export const resetState = (): void => void applyChanges(freshState());
