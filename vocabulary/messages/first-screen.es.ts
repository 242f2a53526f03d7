import type { FirstScreenMessageId } from './first-screen.en';

/** The first screen in Spanish ("tú", docs/glossary-es.md): loaded only for Spanish. */
export const FIRST_SCREEN_ES: Record<FirstScreenMessageId, string> = {
  'page.description': 'Abre tu cuenta de dinero familiar de Harbor.',
  'page.skipToMain': 'Ir al contenido principal',
  'page.tagline': 'Dinero en familia',
  'page.footer':
    'Harbor es una empresa de tecnología financiera, no un banco. Los servicios bancarios y las tarjetas de débito los ofrece nuestro banco asociado, miembro de la FDIC.',
  'page.languages': 'Idioma',
  'page.back': 'Atrás',
  'page.continue': 'Continuar',
  'page.errorSummaryTitle': 'Hay un problema',
  'page.errorPrefix': 'Error:',
  'page.optional': '(opcional)',
  'phone.heading': 'Empecemos',
  'phone.lead':
    'Regístrate o inicia sesión con tu número de celular. Te enviaremos un código de 6 dígitos por mensaje de texto para confirmar que eres tú.',
  'phone.label': 'Número de celular',
  'phone.hint': 'Solo números de EE. UU. Pueden aplicarse tarifas de mensajes y datos.',
  'phone.consent': 'Al continuar, aceptas nuestros {terms}, la {privacy} y los {smsTerms}.',
  'phone.terms': 'Términos',
  'phone.privacy': 'Política de privacidad',
  'phone.smsTerms': 'Términos de SMS',
};
