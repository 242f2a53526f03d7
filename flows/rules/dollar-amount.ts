import { AMOUNT_CHECKS_EN as WORDS } from '../../vocabulary/messages/amount-checks.en';
import type { AmountLimitId } from '../../vocabulary/messages/amount-limits.en';
import type { MessageRef, Sentence } from '../../vocabulary/messages/sentence';

/**
 * An amount of money as a person types it, read exactly or refused: never rewritten into
 * another amount ("$1,000,000" once became 10000, "1e3" 13, "-5" 5). Accepted:
 * "25", "$25", "25.50", "$1,000", "1,000.5"; a dollar sign, commas between thousands and up to
 * two decimals, nothing else.
 */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * An amount's checks without values: words, found by them in another language (amount-checks).
 * @internal
 */
export const AMOUNT_TEXTS = {
  empty: WORDS['amountChecks.empty'],
  minus: WORDS['amountChecks.minus'],
  shape: WORDS['amountChecks.shape'],
  cents: WORDS['amountChecks.cents'],
} as const;

export type DollarReading = { dollars: number } | { problem: Sentence<AmountLimitId> };

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

/** The limits as sentences (amount-limits), in dollars: the page prints them as money. */
export const limitTexts = {
  hint: ({
    minimum,
    maximum,
    shownMinimum = minimum,
  }: AmountLimits): MessageRef<AmountLimitId> => ({
    id: 'amountLimits.hint',
    values: { minimum: shownMinimum, maximum },
  }),
  below: (minimum: number): MessageRef<AmountLimitId> => ({
    id: 'amountLimits.below',
    values: { minimum },
  }),
  above: (maximum: number): MessageRef<AmountLimitId> => ({
    id: 'amountLimits.above',
    values: { maximum },
  }),
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
