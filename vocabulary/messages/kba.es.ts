import type { KbaMessageId } from './kba.en';

/** The knowledge-question pages in Spanish ("tú", docs/glossary-es.md). */
export const KBA_ES: Record<KbaMessageId, string> = {
  'kba.heading': 'Unas preguntas para confirmar que eres tú',
  'kba.lead':
    'Vienen de registros públicos y de tu historial de crédito. Elige una sola respuesta.',
  'kba.progressLabel': 'Preguntas de identidad',
  'kba.progress': 'Pregunta {current} de {total}',
  'kba.timeLeft': 'Tiempo restante: {clock}',
  'kba.timeLeftSpoken': 'Tiempo restante: {time}',
  'kba.minutes': '{minutes, plural, one {# minuto} other {# minutos}}',
  'kba.seconds': '{seconds, plural, one {# segundo} other {# segundos}}',
  'kba.minutesSeconds':
    '{minutes, plural, one {# minuto} other {# minutos}} {seconds, plural, one {# segundo} other {# segundos}}',
  'kba.lastMinute': 'Te queda menos de un minuto para responder.',
  'kba.timedOutHeading': 'Se acabó el tiempo',
  'kba.restart': 'Intentar de nuevo',
};
