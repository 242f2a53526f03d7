import type { DateOfBirthMessageId } from './date-of-birth.en';

/**
 * A teen's date-of-birth page in Spanish ("tú", docs/glossary-es.md). The date is typed in the
 * field's US order, month first, so the hint names that order in Spanish letters.
 */
export const DATE_OF_BIRTH_ES: Record<DateOfBirthMessageId, string> = {
  'dateOfBirth.heading': '¿Cuál es tu fecha de nacimiento?',
  'dateOfBirth.lead': 'La usamos para configurar el tipo de cuenta adecuado para ti.',
  'dateOfBirth.hint': 'MM/DD/AAAA, por ejemplo 04/15/2009',
};
