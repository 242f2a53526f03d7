import type { OutboundMessageId } from './outbound-en';

/** The same templates in Spanish (docs/glossary-es.md), one for every English one. */
export const OUTBOUND_ES: Record<OutboundMessageId, string> = {
  codeSms:
    '{pin} es tu código de confirmación de Harbor. Vence en {minutes, plural, one {# minuto} other {# minutos}}. No lo compartas con nadie.',
  codeVoice: 'Tu código de confirmación de Harbor es {digits}.',
  invitation: '{inviterName} te invitó a unirte a su familia en Harbor: {link}',
  invitedByParent: 'Tu mamá o tu papá',
  invitedByTeen: 'Tu hijo o tu hija',
  emailVerificationSubject: 'Confirma tu correo electrónico para Harbor',
  emailVerificationBody: 'Confirma tu dirección de correo electrónico: {link}',
  resetSubject: 'Restablece tu contraseña de Harbor',
  resetBody:
    'Usa este enlace {hours, plural, one {durante la próxima hora} other {durante las próximas # horas}} para elegir una contraseña nueva: {link}\nSi no lo pediste, ignora este correo.',
};
