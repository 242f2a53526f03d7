import { formState, initialFormState } from '../model/form-state';
import {
  initialRegistrationState,
  type RegistrationState,
  registrationState,
  resetRegistrationState,
} from '../model/registration-state';
import { initialUserState, resetUserState, type UserState, userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import { clearForm } from './form-actions';

/**
 * Back to the start (the phone step), e.g. for a parent on the same device: the native apps'
 * layout and the device stay, everything else (answers, drafts, tokens) starts afresh.
 */
export function startOver(): void {
  const { layoutType, embeddedWebreg, appOs, appVersion, deviceUuid } = registrationState;
  resetRegistrationState();
  resetUserState();
  Object.assign(formState, initialFormState());
  Object.assign(registrationState, { layoutType, embeddedWebreg, appOs, appVersion, deviceUuid });
}

/** What one number's registration holds: its tokens, questions and answers, what it was told. */
const OF_A_REGISTRATION = [
  'error',
  'errorCode',
  'message',
  'registerStarted',
  'questions',
  'unresolvedErrors',
  'prefilledAnswers',
  'flowId',
  'groupId',
  'totalGroupsInFlow',
  'registrationToken',
  'regAccessToken',
  'jwt',
  'needsVerification',
  'skippedVerification',
  'fundingVerificationOutcome',
  'plaidLinkToken',
  'braintreeAccessToken',
  'achError',
  'achMessage',
  'proveMobileAuthState',
  'proveRedirectUri',
  'completeUser',
  'resetKBAFlow',
  'isKycRetryAttempt',
  'registeredEmailError',
  'timeoutError',
  'userCompleted',
  'walletId',
  'emailVerificationStatus',
  'pinDelivery',
] as const satisfies readonly (keyof RegistrationState)[];

/** Who the person registering turned out to be, as far as the service said. */
const OF_A_PERSON = [
  'role',
  'dob',
  'preregisteredUser',
  'registeredUser',
  'firstName',
  'bankName',
  'funding',
  'fundingAccounts',
  'initialLoadAmount',
  'currentPlan',
  'failureReason',
  'hasExceededMaxVerificationAttempts',
  'emailCorrection',
  'userIsTeen',
] as const satisfies readonly (keyof UserState)[];

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

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
