import type { IdentityMessageId } from './identity.en';

/** The identity pages in Spanish ("tú", docs/glossary-es.md). */
export const IDENTITY_ES: Record<IdentityMessageId, string> = {
  'identity.heading': 'Confirma tu identidad',
  'identity.lead':
    'La ley federal nos pide verificar quién abre una cuenta. Esto no afectará tu puntaje de crédito.',
  'identity.ssn': 'Número de Seguro Social',
  'identity.ssnHint': 'Se guarda cifrado y solo se usa para confirmar que eres tú.',
  'identity.showSsn': 'Mostrar número',
  'identity.resultHeading': 'No pudimos verificar tu identidad',
  'identity.resultFail':
    'No pudimos confirmar tu identidad con los datos que nos diste, así que no podemos abrir tu cuenta en línea.',
  'identity.resultSupport': 'Llama a atención al cliente al {phone} y te ayudaremos a terminar.',
  'identity.retry': 'Intentar de nuevo',
  'identity.leave': 'Volver a la app',
};
