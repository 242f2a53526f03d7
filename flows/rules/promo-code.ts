/** Promo code state of spec section 3. */
export const PROMO_CODE_STATUSES = ['REDEEMED', 'EARNED'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
