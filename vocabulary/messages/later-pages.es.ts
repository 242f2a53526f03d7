import { ACCOUNT_ES } from './account.es';
import { AMOUNT_CHECKS_EN } from './amount-checks.en';
import { AMOUNT_CHECKS_ES } from './amount-checks.es';
import { AMOUNT_LIMITS_ES } from './amount-limits.es';
import { ANSWER_CHECKS_EN } from './answer-checks.en';
import { ANSWER_CHECKS_ES } from './answer-checks.es';
import { BANK_LINK_ES } from './bank-link.es';
import { CODE_ES } from './code.es';
import { COMPLETION_ES } from './completion.es';
import { CONFIRMATION_ES } from './confirmation.es';
import { EMAIL_VERIFICATION_ES } from './email-verification.es';
import { ERROR_MESSAGES } from './errors.en';
import { ERRORS_ES } from './errors.es';
import { FUNDING_CHOICE_ES } from './funding-choice.es';
import { FUNDING_CHOICE_CHECKS_EN } from './funding-choice-checks.en';
import { FUNDING_CHOICE_CHECKS_ES } from './funding-choice-checks.es';
import { IDENTITY_ES } from './identity.es';
import { IDENTITY_CHECKS_EN } from './identity-checks.en';
import { IDENTITY_CHECKS_ES } from './identity-checks.es';
import { INITIAL_FUNDING_ES } from './initial-funding.es';
import { KBA_ES } from './kba.es';
import { LEGAL_ES } from './legal.es';
import { MOBILE_AUTH_ES } from './mobile-auth.es';
import { PAGE_CHECKS_EN } from './page-checks.en';
import { PAGE_CHECKS_ES } from './page-checks.es';
import { ROLE_ES } from './role.es';
import { SECTIONS_ES } from './sections.es';

/** Each English text of an area by its words, with its Spanish: an area a page finds by words. */
const byWords = (
  english: Readonly<Record<string, string>>,
  spanish: Readonly<Record<string, string>>,
) => Object.fromEntries(Object.entries(english).map(([id, words]) => [words, spanish[id]]));

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
  ...byWords(AMOUNT_CHECKS_EN, AMOUNT_CHECKS_ES),
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
  ...INITIAL_FUNDING_ES,
  ...AMOUNT_LIMITS_ES,
  ...COMPLETION_ES,
  ...CONFIRMATION_ES,
  ...WORDS_ES,
};
