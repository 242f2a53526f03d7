/** A teen's date-of-birth page (date_of_birth), in English. */
export const DATE_OF_BIRTH_EN = {
  'dateOfBirth.heading': "What's your date of birth?",
  'dateOfBirth.lead': 'We use it to set up the right kind of account for you.',
  'dateOfBirth.hint': 'MM/DD/YYYY, for example 04/15/2009',
} as const;

export type DateOfBirthMessageId = keyof typeof DATE_OF_BIRTH_EN;
