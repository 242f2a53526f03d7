import type { AmountLimitId } from './amount-limits.en';

/** An amount's limits in Spanish ("tú", docs/glossary-es.md). */
export const AMOUNT_LIMITS_ES: Record<AmountLimitId, string> = {
  'amountLimits.hint': 'De {minimum} a {maximum}',
  'amountLimits.below': 'Ingresa una cantidad de al menos {minimum}',
  'amountLimits.above': 'Ingresa una cantidad de {maximum} o menos',
};
