import type { AccountMessageId } from './account.en';

/** The account pages in Spanish ("tú", docs/glossary-es.md). */
export const ACCOUNT_ES: Record<AccountMessageId, string> = {
  'account.bothHeading': 'Crea tu cuenta',
  'account.bothLead': 'Usarás tu correo electrónico y tu contraseña para iniciar sesión en la app.',
  'account.emailHeading': '¿Cuál es tu correo electrónico?',
  'account.emailLead':
    'Lo usarás para iniciar sesión en la app. También te enviaremos ahí los correos de tu cuenta.',
  'account.passwordHeading': 'Crea una contraseña',
  'account.passwordLead': 'La usarás con tu correo electrónico para iniciar sesión en la app.',
  'account.logIn': 'Mejor inicia sesión',
  'account.email': 'Correo electrónico',
  'account.suggestion': '¿Quisiste decir {email}?',
  'account.useSuggestion': 'Sí, usar {email}',
  'account.keepTyped': 'No, dejar lo que escribí',
  'account.password': 'Contraseña',
  'account.passwordHint':
    'Al menos 8 caracteres. Lo mejor es una frase que no uses en ningún otro lugar.',
  'account.confirmPassword': 'Confirma la contraseña',
  'account.showPassword': 'Mostrar contraseña',
};
