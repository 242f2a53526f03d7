import type { OutsideUsMessageId } from './outside-us.en';

/** The stop outside the US in Spanish ("tú", docs/glossary-es.md; Harbor stays Harbor). */
export const OUTSIDE_US_ES: Record<OutsideUsMessageId, string> = {
  'outsideUs.heading': 'Harbor solo está disponible en EE. UU.',
  'outsideUs.lead':
    'La zona horaria de tu dispositivo ({timeZone}) está fuera de Estados Unidos. Las cuentas y tarjetas de Harbor son para familias que viven en EE. UU. o en sus territorios.',
  'outsideUs.nextHeading': '¿Vives en EE. UU.?',
  'outsideUs.next':
    'Si estás de viaje, puedes registrarte cuando vuelvas a casa. Si la zona horaria de tu dispositivo está mal, cámbiala a donde vives y vuelve a cargar esta página, o llámanos al {phone}.',
};
