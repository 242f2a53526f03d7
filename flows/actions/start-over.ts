import { keysWhere } from '../model/field-policy';
import { formState, initialFormState } from '../model/form-state';
import {
  initialRegistrationState,
  REGISTRATION_FIELDS,
  registrationState,
  resetRegistrationState,
} from '../model/registration-state';
import { initialUserState, resetUserState, USER_FIELDS, userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { clearForm } from './form-actions';

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * Back to the start (the phone step), e.g. for a parent on the same device: the native apps'
 * layout and the device stay (the fields whose policy says device), everything else (answers,
 * drafts, tokens) starts afresh.
 */
export function startOver(): void {
  const kept = pick(registrationState, keysWhere(REGISTRATION_FIELDS, 'device'));
  resetRegistrationState();
  resetUserState();
  Object.assign(formState, initialFormState());
  Object.assign(registrationState, kept);
}

/**
 * What one number's registration holds (its tokens, questions and answers, what it was told)
 * and who the person registering turned out to be: the fields whose policy says perNumber.
 */
const OF_A_REGISTRATION = keysWhere(REGISTRATION_FIELDS, 'perNumber');
const OF_A_PERSON = keysWhere(USER_FIELDS, 'perNumber');

/**
 * Spec section 4, "Action confirm-role starts the registration flow": a number the service
 * does not know begins its registration from nothing. What an earlier number left in this tab
 * (a person who went Back to correct it, or a second person on the same device) goes back to
 * its initial value, drafts included. Unlike startOver, what the landing address and the
 * device gave (partner, promotion, placeholder token, layout, app) stays, as do the number
 * just checked and the step the phone check chose.
 */
export function startRegistration(): void {
  Object.assign(registrationState, pick(initialRegistrationState(), OF_A_REGISTRATION));
  Object.assign(userState, pick(initialUserState(), OF_A_PERSON));
  const forms = new Set([...Object.keys(formState.drafts), ...Object.keys(formState.errors)]);
  for (const form of forms) if (form !== FORMS.phone) clearForm(form);
}
