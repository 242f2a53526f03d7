import type { LoginMessageId } from './login.en';

/** The login and the password's reset in Spanish ("tú", docs/glossary-es.md). */
export const LOGIN_ES: Record<LoginMessageId, string> = {
  'login.heading': 'Te damos la bienvenida de nuevo',
  'login.lead': 'Ingresa la contraseña del {number}.',
  'login.password': 'Contraseña',
  'login.showPassword': 'Mostrar contraseña',
  'login.logIn': 'Iniciar sesión',
  'login.forgotPassword': '¿Olvidaste tu contraseña?',
  'login.forgotHeading': 'Restablece tu contraseña',
  'login.forgotLead':
    'Ingresa el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
  'login.email': 'Correo electrónico',
  'login.sendLink': 'Enviar enlace para restablecer',
  'login.sentHeading': 'Revisa tu correo electrónico',
  'login.sent':
    'Si {email} pertenece a una cuenta, ya te enviamos un enlace para restablecer tu contraseña.',
  'login.sentNext':
    'El enlace funciona una sola vez y vence pronto. ¿No te llegó? Revisa tu carpeta de correo no deseado o vuelve a enviarlo.',
  'login.sendAgain': 'Volver a enviar el enlace',
  'login.resetHeading': 'Crea una contraseña nueva',
  'login.resetLead':
    'Elige una contraseña que no uses en ningún otro lugar. La usarás para iniciar sesión la próxima vez.',
  'login.newPassword': 'Contraseña nueva',
  'login.newPasswordHint': 'Al menos 8 caracteres.',
  'login.verifyPassword': 'Escríbela otra vez',
  'login.savePassword': 'Guardar contraseña nueva',
  'login.linkForgottenHeading': 'Vuelve a abrir el enlace de tu correo electrónico',
  'login.linkForgottenLead':
    'Por tu seguridad, esta página olvida tu enlace para restablecer la contraseña cuando se vuelve a cargar. El enlace de tu correo electrónico sigue funcionando hasta que lo uses.',
  'login.newLink': 'Envíame un enlace nuevo',
};
