import type { PromoCodeCheckId } from './promo-code-checks.en';

/** The promo code's refusal in Spanish ("tú", docs/glossary-es.md). */
export const PROMO_CODE_CHECKS_ES: Record<PromoCodeCheckId, string> = {
  'promoCodeChecks.refused': 'Ese código promocional no es válido.',
};
