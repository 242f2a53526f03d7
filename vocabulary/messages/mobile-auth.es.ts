import type { MobileAuthMessageId } from './mobile-auth.en';

/** The number confirmed by the mobile carrier, in Spanish ("tú", docs/glossary-es.md). */
export const MOBILE_AUTH_ES: Record<MobileAuthMessageId, string> = {
  'mobileAuth.useCode': 'Mejor envíame un código',
  'mobileAuth.heading': 'Confirma tu número al instante',
  'mobileAuth.lead':
    'Verificaremos con tu compañía de celular que este número es tuyo. No tienes que escribir ningún código.',
  'mobileAuth.confirm': 'Confirmar mi número',
  'mobileAuth.gettingLink': 'Obteniendo un enlace seguro de tu compañía de celular…',
  'mobileAuth.pendingHeading': 'Confirmando tu número',
  'mobileAuth.pending': 'Te llevamos a tu compañía de celular para confirmar el {number}…',
  'mobileAuth.successHeading': 'Número confirmado',
  'mobileAuth.success': '¡Gracias! Confirmamos que el {number} es tuyo.',
  'mobileAuth.failureHeading': 'No pudimos confirmar tu número',
  'mobileAuth.failure':
    'Tu compañía de celular no pudo confirmar el {number}. Vuelve a intentarlo o recibe un código por mensaje de texto.',
  'mobileAuth.retry': 'Intentar de nuevo',
  'mobileAuth.invalidatedHeading': 'Vuelve a confirmar tu número',
  'mobileAuth.invalidated': 'Por tu seguridad, la confirmación anterior del {number} venció.',
  'mobileAuth.confirmAgain': 'Confirmar de nuevo',
};
