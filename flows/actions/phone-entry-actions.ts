import { FORMS } from '../rules/page-checks';
import { numberTyped } from '../steps/arrival';
import { applyChanges } from './apply-changes';
import { showFieldErrors } from './form-actions';

/**
 * The phone step's keystrokes. The number typed is kept in tempPhoneNumber (persisted, so it
 * survives a reload), not in the form drafts; this stays in the first screen's chunk so typing
 * never waits for the phone actions to load.
 */
export function typePhoneNumber(value: string): void {
  void applyChanges(numberTyped(value));
  showFieldErrors(FORMS.phone, {});
}
