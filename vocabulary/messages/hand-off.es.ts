import { PRODUCT_NAME } from '../product';
import type { HandOffMessageId } from './hand-off.en';

/** The pages that hand the family on, in Spanish ("tú", docs/glossary-es.md). */
export const HAND_OFF_ES: Record<HandOffMessageId, string> = {
  'handOff.nextGenHeading': 'Te llevamos a nuestro nuevo registro',
  'handOff.nextGenLead':
    'Hicimos que registrarte sea más rápido. Tu número de celular va contigo, así que no tienes que repetir nada.',
  'handOff.nextGenGoing': 'Te estamos llevando…',
  'handOff.nextGenStalled':
    'Esto está tardando más de lo normal. Usa el botón de abajo para seguir.',
  'handOff.nextGenContinue': 'Continuar al registro',
  'handOff.appHeading': `Continúa en la app de ${PRODUCT_NAME}`,
  'handOff.appLead': `Tu cuenta está guardada. El siguiente paso está en la app de ${PRODUCT_NAME}: inicia sesión ahí con este número de celular para seguir.`,
  'handOff.getApp': 'Descarga la app',
  'handOff.backToApp': 'Volver a la app',
};
