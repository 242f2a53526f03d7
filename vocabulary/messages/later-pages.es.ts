import { ACCOUNT_ES } from './account.es';
import { CODE_ES } from './code.es';
import { ERROR_MESSAGES } from './errors.en';
import { ERRORS_ES } from './errors.es';
import { LEGAL_ES } from './legal.es';
import { ROLE_ES } from './role.es';
import { SECTIONS_ES } from './sections.es';

/**
 * Section 8's messages reach a page as words (the rules and the server hand them on as text),
 * so they are found by their English words (design-system/lib/text.tsx, useWords).
 */
const ERROR_WORDS_ES = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).map(([id, english]) => [
    english,
    ERRORS_ES[id as keyof typeof ERRORS_ES],
  ]),
);

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
  ...ERROR_WORDS_ES,
};
