import type { PAGE_CHECKS_EN } from './page-checks.en';

/** The pages' own checks in Spanish ("tú", docs/glossary-es.md). */
export const PAGE_CHECKS_ES: Record<keyof typeof PAGE_CHECKS_EN, string> = {
  'pageChecks.invalidPhone': 'Ingresa un número de celular de EE. UU. de 10 dígitos',
  'pageChecks.foreignPhone':
    'Solo números de EE. UU. Ingresa un número de celular de 10 dígitos, como (555) 123-4567',
  'pageChecks.noRole': 'Elige si eres padre, madre o tutor, o adolescente',
  'pageChecks.codeLength': 'Ingresa el código de 6 dígitos que te enviamos',
  'pageChecks.checkPromoFirst': 'Espera a que se revise el código, o bórralo para seguir sin él',
  'pageChecks.enterPassword': 'Ingresa tu contraseña',
  'pageChecks.emailFormat':
    'Ingresa un correo electrónico con el formato correcto, como nombre@ejemplo.com',
  'pageChecks.newPassword': 'Ingresa una contraseña nueva',
  'pageChecks.verifyPassword': 'Vuelve a escribir tu contraseña nueva',
  'pageChecks.passwordMismatch': 'Las contraseñas no coinciden.',
};
