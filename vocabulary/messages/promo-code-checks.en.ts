/**
 * What the promo code's check says as words, in English: the registration service's refusal of
 * a code (the sandbox's words, ERR_INVALID_PROMO_CODE), which the page shows as sent and finds in
 * another language by the words (docs/decisions/122).
 */
export const PROMO_CODE_CHECKS_EN = {
  'promoCodeChecks.refused': 'That promo code is not valid.',
} as const;

export type PromoCodeCheckId = keyof typeof PROMO_CODE_CHECKS_EN;
