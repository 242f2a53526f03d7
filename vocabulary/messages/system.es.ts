import type { SystemMessageId } from './system.en';

/** The flow's own pages between the questions, in Spanish ("tú", docs/glossary-es.md). */
export const SYSTEM_ES: Record<SystemMessageId, string> = {
  'system.waitingHeading': 'Un momento',
  'system.waiting': 'Estamos preparando tu siguiente paso…',
  'system.completeFailedHeading': 'No pudimos terminar tu registro',
  'system.addressCheckHeading': 'Una última revisión',
  'system.addressCheck':
    'Edita tu dirección o confírmanos que es correcta, y terminaremos de configurar tu cuenta.',
  'system.loadFailedHeading': 'No pudimos cargar tu siguiente paso',
  'system.loadFailed': 'Tus respuestas hasta ahora están guardadas.',
  'system.tryAgain': 'Intentar de nuevo',
  'system.startAgain': 'Empezar de nuevo con tu número de celular',
  'system.unavailableHeading': 'Este paso todavía no está disponible aquí',
  'system.unavailable':
    'Tu cuenta está segura. El siguiente paso ({step}) todavía no se puede completar en la web.',
  'system.startOver': 'Empezar de nuevo',
};
