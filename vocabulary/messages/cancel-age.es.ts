import type { CancelAgeMessageId } from './cancel-age.en';

/** The under-13 stop in Spanish ("tú", docs/glossary-es.md). */
export const CANCEL_AGE_ES: Record<CancelAgeMessageId, string> = {
  'cancelAge.heading': 'Necesitas tener 13 años o más para registrarte',
  'cancelAge.lead':
    '¡Gracias por tu interés! Los menores de 13 años también pueden tener una cuenta: tu mamá, papá o tutor se registra y te agrega a la familia.',
  'cancelAge.nextHeading': 'Qué hacer ahora',
  'cancelAge.next':
    'Pídele a tu mamá, papá o tutor que se registre con su propio número de celular. Puede configurar tu tarjeta y enviarte dinero desde su cuenta.',
  'cancelAge.startOver': 'Volver al inicio',
};
