import type { PAGE_CHECKS_EN } from './page-checks.en';

/** The pages' own checks in Spanish ("tú", docs/glossary-es.md). */
export const PAGE_CHECKS_ES: Record<keyof typeof PAGE_CHECKS_EN, string> = {
  invalidPhone: 'Ingresa un número de celular de EE. UU. de 10 dígitos',
  foreignPhone:
    'Solo números de EE. UU. Ingresa un número de celular de 10 dígitos, como (555) 123-4567',
  noRole: 'Elige si eres padre, madre o tutor, o adolescente',
  codeLength: 'Ingresa el código de 6 dígitos que te enviamos',
  checkPromoFirst: 'Espera a que se revise el código, o bórralo para seguir sin él',
  enterPassword: 'Ingresa tu contraseña',
  emailFormat: 'Ingresa un correo electrónico con el formato correcto, como nombre@ejemplo.com',
  newPassword: 'Ingresa una contraseña nueva',
  verifyPassword: 'Vuelve a escribir tu contraseña nueva',
  passwordMismatch: 'Las contraseñas no coinciden.',
};
