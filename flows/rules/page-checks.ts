import { PAGE_CHECKS_EN } from '../../vocabulary/messages/page-checks.en';
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

/** What the page's own checks say before anything is sent, by the check (their words: their area). */
export const PAGE_CHECK_MESSAGES = PAGE_CHECKS_EN;
