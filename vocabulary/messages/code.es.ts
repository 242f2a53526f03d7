import type { CodeMessageId } from './code.en';

/** The confirmation code page in Spanish ("tú", docs/glossary-es.md). */
export const CODE_ES: Record<CodeMessageId, string> = {
  'code.heading': 'Ingresa tu código',
  'code.change': 'Cambiar',
  'code.changeWhat': 'número de celular',
  'code.leadSending': 'Enviando un código de 6 dígitos al {number}…',
  'code.leadCalling': 'Llamando al {number} con un código de 6 dígitos…',
  'code.leadFailed': 'No pudimos enviar un código al {number}.',
  'code.leadCalled': 'Te estamos llamando al {number} con un código de 6 dígitos.',
  'code.leadTexted': 'Enviamos un código de 6 dígitos por mensaje de texto al {number}.',
  'code.resend': 'Envíame un código nuevo',
  'code.resendAfterFailure': 'Intenta enviar el código de nuevo',
  'code.call': 'Llámame con el código',
  'code.wait': 'en {clock}',
  'code.waitDescription': 'Puedes pedir un código nuevo en {clock}.',
  'code.waitBegins': 'Podrás pedir un código nuevo cuando termine la espera de los botones.',
  'code.waitEnds': 'Ya puedes pedir un código nuevo.',
  'code.newCodeSent': 'Enviamos un código nuevo al {number}.',
  'code.wrongCode':
    'Ese código no es correcto. Revísalo y vuelve a intentarlo. Te {count, plural, one {queda # intento} other {quedan # intentos}}.',
  'code.tooEarlySeconds':
    'Espera {count, plural, one {# segundo} other {# segundos}} antes de pedir otro código.',
  'code.tooEarlyMinutes':
    'Espera {count, plural, one {# minuto} other {# minutos}} antes de pedir otro código.',
  'code.tooManySeconds':
    'Pediste demasiados códigos. Puedes pedir otro en {count, plural, one {# segundo} other {# segundos}}.',
  'code.tooManyMinutes':
    'Pediste demasiados códigos. Puedes pedir otro en {count, plural, one {# minuto} other {# minutos}}.',
};
