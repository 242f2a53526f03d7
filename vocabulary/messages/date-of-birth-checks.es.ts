import type { DateOfBirthCheckId } from './date-of-birth-checks.en';

/** A date of birth's checks in Spanish ("tú", docs/glossary-es.md; typed as MM/DD/AAAA). */
export const DATE_OF_BIRTH_CHECKS_ES: Record<DateOfBirthCheckId, string> = {
  'dateOfBirthChecks.empty': 'Ingresa tu fecha de nacimiento',
  'dateOfBirthChecks.shape':
    'Ingresa una fecha de nacimiento real como MM/DD/AAAA, por ejemplo 03/27/1985',
  'dateOfBirthChecks.shortYear': 'Ingresa el año de nacimiento con los 4 dígitos, por ejemplo 1985',
  'dateOfBirthChecks.future': 'Ingresa una fecha de nacimiento que ya haya pasado',
  'dateOfBirthChecks.tooOld': 'Revisa el año de nacimiento: ingresa un año a partir de {year}',
};
