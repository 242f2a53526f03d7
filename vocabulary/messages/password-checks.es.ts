import type { PasswordCheckId } from './password-checks.en';

/** The password pages' words in Spanish ("tú", docs/glossary-es.md). */
export const PASSWORD_CHECKS_ES: Record<PasswordCheckId, string> = {
  'passwordChecks.wrongPassword': 'El número de teléfono o la contraseña no son correctos.',
  'passwordChecks.passwordTooShort': 'Tu contraseña debe tener al menos 8 caracteres.',
  'passwordChecks.passwordTooLong': 'Tu contraseña debe tener como máximo 128 caracteres.',
  'passwordChecks.passwordTooCommon': 'Esa contraseña es demasiado común. Elige otra.',
  'passwordChecks.resetLinkInvalid':
    'Este enlace para restablecer la contraseña no es válido o venció. Pide uno nuevo.',
  'passwordChecks.passwordSaved': 'Guardamos tu contraseña nueva. Inicia sesión con ella ahora.',
};
