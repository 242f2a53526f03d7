import { formatUsd } from '../../design-system/lib/money';

/**
 * An amount of money as a person types it, read exactly or refused: never rewritten into
 * another amount ("$1,000,000" once became 10000, "1e3" 13, "-5" 5). Accepted:
 * "25", "$25", "25.50", "$1,000", "1,000.5"; a dollar sign, commas between thousands and up to
 * two decimals, nothing else.
 */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/** @internal */
export const AMOUNT_TEXTS = {
  empty: 'Enter an amount',
  minus: 'Enter an amount without a minus sign',
  shape: 'Enter the amount in dollars using digits, like 25 or 1,000.50',
  cents: 'Enter no more than 2 digits after the decimal point, like 25.50',
} as const;

export type DollarReading = { dollars: number } | { problem: string };

/**
 * What was typed as dollars, or why it cannot be read as an amount.
 * @internal
 */
export function readDollars(typed: string): DollarReading {
  const text = typed.trim();
  if (text === '') return { problem: AMOUNT_TEXTS.empty };
  if (/^\$?\s*[-\u2212]/.test(text)) return { problem: AMOUNT_TEXTS.minus };
  const match = DOLLARS.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return { problem: AMOUNT_TEXTS.shape };
  const cents = match[2] ?? '';
  if (cents.length > 2) return { problem: AMOUNT_TEXTS.cents };
  const whole = (match[1] ?? '0').replaceAll(',', '');
  return { dollars: Number(`${whole}.${cents || '0'}`) };
}

/** The least and the most an amount may be; shownMinimum is the least as it is said. */
export type AmountLimits = { minimum: number; maximum: number; shownMinimum?: number };

export const limitTexts = {
  hint: ({ minimum, maximum, shownMinimum = minimum }: AmountLimits) =>
    `From ${formatUsd(shownMinimum)} to ${formatUsd(maximum)}`,
  below: (minimum: number) => `Enter an amount of at least ${formatUsd(minimum)}`,
  above: (maximum: number) => `Enter an amount of ${formatUsd(maximum)} or less`,
};

/** An amount within its limits: the dollars to send, or the message for the field. */
export function checkAmount(typed: string, limits: AmountLimits): DollarReading {
  const reading = readDollars(typed);
  if ('problem' in reading) return reading;
  if (reading.dollars < limits.minimum) {
    return { problem: limitTexts.below(limits.shownMinimum ?? limits.minimum) };
  }
  if (reading.dollars > limits.maximum) return { problem: limitTexts.above(limits.maximum) };
  return reading;
}
