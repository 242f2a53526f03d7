import { EMAIL_VERIFICATION_FORM } from './email-link';

/**
 * The forms of the steps before and beside the register step, by the key formState keeps
 * their drafts and the page's own checks' errors under (the step's next-step value).
 */
export const FORMS = {
  phone: 'phone',
  code: 'validate',
  role: 'confirm-role',
  dateOfBirth: 'date_of_birth',
  promoCode: 'promo_code',
  login: 'login',
  forgotPassword: 'forgot_password',
  resetPassword: 'reset_password',
  nextGen: 'next_gen_onboarding',
  /** Screen state of the emailed link's page (opened, checking): no step of its own. */
  emailVerification: EMAIL_VERIFICATION_FORM,
  /** The SMS opt-in on the completion page: offer, subscribing, subscribed or failed. */
  smsNotifications: 'sms_notifications',
} as const;

/**
 * The log-in and code pages' forms: what is typed there (an email, a password, a code, the
 * address a reset link went to) stays in memory and is never kept over a reload.
 */
export const MEMORY_ONLY_FORMS: ReadonlySet<string> = new Set([
  FORMS.phone,
  FORMS.code,
  FORMS.login,
  FORMS.forgotPassword,
  FORMS.resetPassword,
  FORMS.nextGen,
  FORMS.emailVerification,
]);

/** What the page's own checks say before anything is sent (GOV.UK error wording). */
export const PAGE_CHECK_MESSAGES = {
  invalidPhone: 'Enter a 10-digit US mobile number',
  // The page's own words (its hint): a number with another country's code is refused as such.
  foreignPhone: 'US numbers only. Enter a 10-digit US mobile number, like (555) 123-4567',
  noRole: 'Choose whether you are a parent or a teen',
  // An empty or short code is never sent: the confirmation would only spend a try.
  codeLength: 'Enter the 6-digit code we sent you',
  checkPromoFirst: 'Wait for the code to be checked, or clear it to go on without one',
  enterPassword: 'Enter your password',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  newPassword: 'Enter a new password',
  verifyPassword: 'Type your new password again',
  // The sandbox's words for the same refusal (the identity service has no second field).
  passwordMismatch: 'The passwords do not match.',
} as const;
