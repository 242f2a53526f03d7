import type { NameCheckId } from './name-checks.en';

/** A legal name's and a home address's checks in Spanish ("tú", docs/glossary-es.md). */
export const NAME_CHECKS_ES: Record<NameCheckId, string> = {
  'nameChecks.tooLong':
    '{field, select, first {El nombre} other {El apellido}} debe tener {max} caracteres o menos',
  'nameChecks.characters':
    '{field, select, first {El nombre} other {El apellido}} solo puede tener letras (los acentos como é están bien), espacios, guiones, apóstrofos y puntos. Quita: {refused}',
  'nameChecks.addressCharacters':
    'Usa solo letras, números, espacios y signos de puntuación. Quita: {refused}',
};
