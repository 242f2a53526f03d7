/**
 * What a date of birth's checks say (the teen's page, and About you's), in English: the rule
 * (flows/rules/date-of-birth.ts) gives the page these words, found in another language by
 * them (docs/decisions/122), or, for the year's limit, a reference with the year (decision 123).
 */
export const DATE_OF_BIRTH_CHECKS_EN = {
  'dateOfBirthChecks.empty': 'Enter your date of birth',
  'dateOfBirthChecks.shape': 'Enter a real date of birth as MM/DD/YYYY, like 03/27/1985',
  'dateOfBirthChecks.shortYear': 'Enter the year of birth with all 4 digits, like 1985',
  'dateOfBirthChecks.future': 'Enter a date of birth in the past',
  // The year as written, never grouped as a number is (1906, not 1,906).
  'dateOfBirthChecks.tooOld': 'Check the year of birth: enter a year from {year} on',
} as const;

export type DateOfBirthCheckId = keyof typeof DATE_OF_BIRTH_CHECKS_EN;
