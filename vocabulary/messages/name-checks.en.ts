/**
 * What a legal name's and a home address's checks say, in English: the limit and the characters
 * to remove are values the page places in its language (flows/rules/legal-name.ts,
 * register-answers.ts).
 */
export const NAME_CHECKS_EN = {
  'nameChecks.tooLong':
    '{field, select, first {First name} other {Last name}} must be {max} characters or fewer',
  'nameChecks.characters':
    '{field, select, first {First name} other {Last name}} can only use letters (accents like é are fine), spaces, hyphens, apostrophes and periods. Remove: {refused}',
  'nameChecks.addressCharacters':
    'Use only letters, numbers, spaces and punctuation. Remove: {refused}',
} as const;

export type NameCheckId = keyof typeof NAME_CHECKS_EN;
