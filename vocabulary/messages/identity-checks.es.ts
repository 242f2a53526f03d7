import type { IdentityCheckId } from './identity-checks.en';

/** The identity pages' checks in Spanish ("tú", docs/glossary-es.md). */
export const IDENTITY_CHECKS_ES: Record<IdentityCheckId, string> = {
  'identityChecks.ssn': 'Ingresa tu número de Seguro Social de 9 dígitos',
  'identityChecks.ssnInvalid': 'Revisa tu número de Seguro Social: parece que no es correcto',
  'identityChecks.kbaUnanswered': 'Elige una respuesta',
};
