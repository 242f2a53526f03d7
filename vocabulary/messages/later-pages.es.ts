import { ACCOUNT_ES } from './account.es';
import { ACCOUNT_STATUS_ES } from './account-status.es';
import { ADD_CHILD_ES } from './add-child.es';
import { AMOUNT_CHECKS_EN } from './amount-checks.en';
import { AMOUNT_CHECKS_ES } from './amount-checks.es';
import { AMOUNT_LIMITS_ES } from './amount-limits.es';
import { ANSWER_CHECKS_EN } from './answer-checks.en';
import { ANSWER_CHECKS_ES } from './answer-checks.es';
import { BANK_LINK_ES } from './bank-link.es';
import { CANCEL_AGE_ES } from './cancel-age.es';
import { CODE_ES } from './code.es';
import { COMPLETION_ES } from './completion.es';
import { CONFIRMATION_ES } from './confirmation.es';
import { CREDIT_WAITLIST_ES } from './credit-waitlist.es';
import { DATE_OF_BIRTH_ES } from './date-of-birth.es';
import { DATE_OF_BIRTH_CHECKS_EN } from './date-of-birth-checks.en';
import { DATE_OF_BIRTH_CHECKS_ES } from './date-of-birth-checks.es';
import { DEBIT_CARD_ES } from './debit-card.es';
import { EMAIL_VERIFICATION_ES } from './email-verification.es';
import { ERROR_FALLBACK_ES } from './error-fallback.es';
import { ERROR_MESSAGES } from './errors.en';
import { ERRORS_ES } from './errors.es';
import { FAMILY_PANEL_ES } from './family-panel.es';
import { FUNDING_CHECKS_EN } from './funding-checks.en';
import { FUNDING_CHECKS_ES } from './funding-checks.es';
import { FUNDING_CHOICE_ES } from './funding-choice.es';
import { FUNDING_CHOICE_CHECKS_EN } from './funding-choice-checks.en';
import { FUNDING_CHOICE_CHECKS_ES } from './funding-choice-checks.es';
import { FUNDING_VERIFIED_EN } from './funding-verified.en';
import { FUNDING_VERIFIED_ES } from './funding-verified.es';
import { HAND_OFF_ES } from './hand-off.es';
import { IDENTITY_ES } from './identity.es';
import { IDENTITY_CHECKS_EN } from './identity-checks.en';
import { IDENTITY_CHECKS_ES } from './identity-checks.es';
import { INITIAL_FUNDING_ES } from './initial-funding.es';
import { INVITE_PARENT_ES } from './invite-parent.es';
import { KBA_ES } from './kba.es';
import { LEGAL_ES } from './legal.es';
import { LOGIN_ES } from './login.es';
import { MANUAL_BANK_ES } from './manual-bank.es';
import { MICRO_DEPOSIT_ES } from './micro-deposit.es';
import { MOBILE_AUTH_ES } from './mobile-auth.es';
import { NAME_CHECKS_ES } from './name-checks.es';
import { OUTSIDE_US_ES } from './outside-us.es';
import { PAGE_CHECKS_EN } from './page-checks.en';
import { PAGE_CHECKS_ES } from './page-checks.es';
import { PASSWORD_CHECKS_EN } from './password-checks.en';
import { PASSWORD_CHECKS_ES } from './password-checks.es';
import { PLAN_PICKER_ES } from './plan-picker.es';
import { PROMO_CODE_ES } from './promo-code.es';
import { PROMO_CODE_CHECKS_EN } from './promo-code-checks.en';
import { PROMO_CODE_CHECKS_ES } from './promo-code-checks.es';
import { ROLE_ES } from './role.es';
import { SECTIONS_ES } from './sections.es';
import { SERVER_ANSWERS_EN } from './server-answers.en';
import { SERVER_ANSWERS_ES } from './server-answers.es';
import { STORE_BADGES_ES } from './store-badges.es';
import { SYSTEM_ES } from './system.es';
import { TEEN_PLACEHOLDER_ES } from './teen-placeholder.es';

/**
 * Each English text of an area by its words, with its Spanish: an area a page finds by words. A
 * message with values (compiled: no longer words) is a reference a rule says by its id.
 */
const byWords = (
  english: Readonly<Record<string, string>>,
  spanish: Readonly<Record<string, string>>,
) =>
  Object.fromEntries(
    Object.entries(english).map(([id, words]) => [
      typeof words === 'string' ? words : id,
      spanish[id],
    ]),
  );

/**
 * Section 8's messages and the pages' own checks reach a page as words (the rules and the server
 * hand them on as text), so they are found by their English words (design-system/lib/text.tsx,
 * useWords).
 */
const WORDS_ES = {
  ...byWords(ERROR_MESSAGES, ERRORS_ES),
  ...byWords(PAGE_CHECKS_EN, PAGE_CHECKS_ES),
  ...byWords(ANSWER_CHECKS_EN, ANSWER_CHECKS_ES),
  ...byWords(IDENTITY_CHECKS_EN, IDENTITY_CHECKS_ES),
  ...byWords(FUNDING_CHOICE_CHECKS_EN, FUNDING_CHOICE_CHECKS_ES),
  ...byWords(SERVER_ANSWERS_EN, SERVER_ANSWERS_ES),
  ...byWords(FUNDING_CHECKS_EN, FUNDING_CHECKS_ES),
  ...byWords(PASSWORD_CHECKS_EN, PASSWORD_CHECKS_ES),
  ...byWords(DATE_OF_BIRTH_CHECKS_EN, DATE_OF_BIRTH_CHECKS_ES),
  ...byWords(PROMO_CODE_CHECKS_EN, PROMO_CODE_CHECKS_ES),
  ...byWords(AMOUNT_CHECKS_EN, AMOUNT_CHECKS_ES),
  ...byWords(FUNDING_VERIFIED_EN, FUNDING_VERIFIED_ES),
};

/**
 * Spanish for every page after the first, in one chunk: it loads once the first screen is
 * on show in Spanish (flows/platform/catalogues.ts), beside the later pages' own code.
 */
export const LATER_PAGES_ES = {
  ...SECTIONS_ES,
  ...ROLE_ES,
  ...CODE_ES,
  ...ACCOUNT_ES,
  ...LEGAL_ES,
  ...IDENTITY_ES,
  ...KBA_ES,
  ...MOBILE_AUTH_ES,
  ...EMAIL_VERIFICATION_ES,
  ...FUNDING_CHOICE_ES,
  ...BANK_LINK_ES,
  ...DEBIT_CARD_ES,
  ...MANUAL_BANK_ES,
  ...MICRO_DEPOSIT_ES,
  ...LOGIN_ES,
  ...ACCOUNT_STATUS_ES,
  ...HAND_OFF_ES,
  ...STORE_BADGES_ES,
  ...SYSTEM_ES,
  ...ERROR_FALLBACK_ES,
  ...CANCEL_AGE_ES,
  ...TEEN_PLACEHOLDER_ES,
  ...INVITE_PARENT_ES,
  ...OUTSIDE_US_ES,
  ...DATE_OF_BIRTH_ES,
  ...CREDIT_WAITLIST_ES,
  ...ADD_CHILD_ES,
  ...PROMO_CODE_ES,
  ...PLAN_PICKER_ES,
  ...INITIAL_FUNDING_ES,
  ...AMOUNT_LIMITS_ES,
  ...COMPLETION_ES,
  ...CONFIRMATION_ES,
  ...FAMILY_PANEL_ES,
  ...NAME_CHECKS_ES,
  ...FAMILY_PANEL_ES,
  ...FUNDING_VERIFIED_ES,
  ...WORDS_ES,
};
