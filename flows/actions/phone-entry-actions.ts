import { userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { showFieldErrors } from './form-actions';

/**
 * The phone step's keystrokes. The number typed is kept in tempPhoneNumber (persisted, so it
 * survives a reload), not in the form drafts; this stays in the first screen's chunk so typing
 * never waits for the phone actions to load.
 */
export function typePhoneNumber(value: string): void {
  userState.tempPhoneNumber = value;
  showFieldErrors(FORMS.phone, {});
}
