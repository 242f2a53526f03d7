import type { PromoCodeMessageId } from './promo-code.en';

/** The promo code step and a code's live check in Spanish ("tú", docs/glossary-es.md). */
export const PROMO_CODE_ES: Record<PromoCodeMessageId, string> = {
  'promoCode.heading': '¿Tienes un código promocional?',
  'promoCode.lead': 'Ingrésalo aquí para obtener tu recompensa. ¿No tienes código? Solo continúa.',
  'promoCode.continueWithoutCode': 'Continuar sin código',
  'promoCode.checking': 'Revisando tu código…',
  'promoCode.earned':
    'Código aceptado: ganaste tu recompensa. Llegará en cuanto tu cuenta tenga fondos.',
  'promoCode.earnedReward':
    'Código aceptado: ganaste tu recompensa de {reward}. Llegará en cuanto tu cuenta tenga fondos.',
  'promoCode.applied': 'Código aplicado: tu recompensa está lista.',
  'promoCode.appliedReward': 'Código aplicado: tu recompensa de {reward} está lista.',
};
