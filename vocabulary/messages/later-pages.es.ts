import { ACCOUNT_ES } from './account.es';
import { CODE_ES } from './code.es';
import { LEGAL_ES } from './legal.es';
import { ROLE_ES } from './role.es';
import { SECTIONS_ES } from './sections.es';

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
};
