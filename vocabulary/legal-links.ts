/**
 * The provider's documents the first page links to before a code is texted. The page links to
 * these same-origin paths, the same in the prerendered HTML and after hydration, and the
 * server sends each on to its configured address (TERMS_URL, PRIVACY_URL, SMS_TERMS_URL,
 * server/legal-pages.ts): the address never has to reach the first screen's script.
 */
export const LEGAL_PATHS = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  smsTerms: '/legal/sms-terms',
} as const;

export type LegalDocument = keyof typeof LEGAL_PATHS;
