/**
 * An amount's limits as sentences, in English: the hint said before anyone reaches them and the
 * checks that name the limit passed. Their values are dollars, which the page prints as money
 * in its language.
 */
export const AMOUNT_LIMITS_EN = {
  'amountLimits.hint': 'From {minimum} to {maximum}',
  'amountLimits.below': 'Enter an amount of at least {minimum}',
  'amountLimits.above': 'Enter an amount of {maximum} or less',
} as const;

export type AmountLimitId = keyof typeof AMOUNT_LIMITS_EN;
