/**
 * What the identity pages' own checks say before anything is sent, in English: the rules
 * (flows/rules/identity.ts) give these words to the page, which finds them in another language
 * by the words (docs/decisions/122).
 */
export const IDENTITY_CHECKS_EN = {
  'identityChecks.ssn': 'Enter your 9-digit Social Security number',
  'identityChecks.ssnInvalid': 'Check your Social Security number: it does not look right',
  'identityChecks.kbaUnanswered': 'Choose an answer',
} as const;

export type IdentityCheckId = keyof typeof IDENTITY_CHECKS_EN;
