/**
 * What an amount's checks say as words, in English: an amount that cannot be read as dollars
 * (the server's refusal of one is among the services' answers, server-answers). The page finds them in another language by the words
 * (docs/decisions/122); a check that says its limit is a sentence of amount-limits.
 */
export const AMOUNT_CHECKS_EN = {
  'amountChecks.empty': 'Enter an amount',
  'amountChecks.minus': 'Enter an amount without a minus sign',
  'amountChecks.shape': 'Enter the amount in dollars using digits, like 25 or 1,000.50',
  'amountChecks.cents': 'Enter no more than 2 digits after the decimal point, like 25.50',
} as const;

export type AmountCheckId = keyof typeof AMOUNT_CHECKS_EN;
