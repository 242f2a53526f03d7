import { keysWhere } from '../model/field-policy';
import {
  initialRegistrationState,
  REGISTRATION_FIELDS,
  type RegistrationState,
} from '../model/registration-state';
import { initialUserState, USER_FIELDS } from '../model/user-state';
import type { StepChanges } from './changes';

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/** Every field back to its initial value (each a fresh copy: nothing is shared with a run). */
export const freshState = (): StepChanges => ({
  registration: initialRegistrationState(),
  user: initialUserState(),
});

/**
 * Back to the start (the phone step), e.g. for a parent on the same device: the native apps'
 * layout and the device stay (the fields whose policy says device), everything else (answers,
 * tokens) starts afresh.
 */
export const startedOver = (current: RegistrationState): StepChanges => ({
  registration: {
    ...initialRegistrationState(),
    ...pick(current, keysWhere(REGISTRATION_FIELDS, 'device')),
  },
  user: initialUserState(),
});

/**
 * What one number's registration holds (its tokens, questions and answers, what it was told)
 * and who the person registering turned out to be: the fields whose policy says perNumber.
 */
const OF_A_REGISTRATION = keysWhere(REGISTRATION_FIELDS, 'perNumber');
const OF_A_PERSON = keysWhere(USER_FIELDS, 'perNumber');

/**
 * Spec section 4, "Action confirm-role starts the registration flow": a number the service
 * does not know begins its registration from nothing. What an earlier number left in this tab
 * goes back to its initial value; what the landing address and the device gave (partner,
 * promotion, placeholder token, layout, app) stays, as do the number just checked and the step
 * the phone check chose.
 */
export const newNumberStarted = (): StepChanges => ({
  registration: pick(initialRegistrationState(), OF_A_REGISTRATION),
  user: pick(initialUserState(), OF_A_PERSON),
});
