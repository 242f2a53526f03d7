import type { PasswordCheckId } from './password-checks.en';

/** The login's notice after a reset in Spanish ("tú", docs/glossary-es.md). */
export const PASSWORD_CHECKS_ES: Record<PasswordCheckId, string> = {
  'passwordChecks.passwordSaved': 'Guardamos tu contraseña nueva. Inicia sesión con ella ahora.',
};
