import { FUNDING_CHECKS_EN as WORDS } from '../../vocabulary/messages/funding-checks.en';
import { FUNDING_CHOICE_CHECKS_EN as CHOICE } from '../../vocabulary/messages/funding-choice-checks.en';
import type { AmountLimits } from './dollar-amount';

/**
 * Funding checks made before a round trip (spec section 5 leaves them open: "Other validation
 * is not shown"). The server checks again; these decide what the screen says at the field: words,
 * found by them in another language (funding-checks).
 */

export const FUNDING_TEXTS = {
  cardNumber: WORDS['fundingChecks.cardNumber'],
  cardNumberInvalid: WORDS['fundingChecks.cardNumberInvalid'],
  expiry: WORDS['fundingChecks.expiry'],
  expired: WORDS['fundingChecks.expired'],
  cvc: WORDS['fundingChecks.cvc'],
  zip: WORDS['fundingChecks.zip'],
  routingNumber: WORDS['fundingChecks.routingNumber'],
  routingNumberInvalid: WORDS['fundingChecks.routingNumberInvalid'],
  accountNumber: WORDS['fundingChecks.accountNumber'],
  confirmAccountNumber: WORDS['fundingChecks.confirmAccountNumber'],
  // The funding choice's and the bank link's words live in their area (funding-choice-checks).
  method: CHOICE['fundingChoiceChecks.method'],
  bankNotFound: WORDS['fundingChecks.bankNotFound'],
  bankLinkLost: CHOICE['fundingChoiceChecks.bankLinkLost'],
  threeDSecureFailed: WORDS['fundingChecks.threeDSecureFailed'],
  microAmount: WORDS['fundingChecks.microAmount'],
  verificationBlocked: WORDS['fundingChecks.verificationBlocked'],
} as const;

/** The largest first load the web flow takes (the sandbox's limit: ours, not the spec's). */
export const MAXIMUM_INITIAL_LOAD = 10_000;

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Luhn (ISO/IEC 7812-1) check digit: catches a mistyped digit before the card network does.
 * @internal
 */
export function isLuhnValid(number: string): boolean {
  const d = digits(number);
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** ABA routing number checksum (weights 3, 7, 1), so a typo is caught before the lookup. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export type DebitCardInput = { cardNumber: string; expiry: string; cvc: string; zip: string };

/**
 * "MM / YY" is valid through the last day of that month.
 * @internal
 */
export function expiryProblem(expiry: string, today: Date): 'expiry' | 'expired' | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiry';
  const current = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < current ? 'expired' : undefined;
}

export function debitCardErrors(
  input: DebitCardInput,
  today: Date,
): Partial<Record<keyof DebitCardInput, string>> {
  const errors: Partial<Record<keyof DebitCardInput, string>> = {};
  const number = digits(input.cardNumber);
  if (!/^\d{15,16}$/.test(number)) errors.cardNumber = FUNDING_TEXTS.cardNumber;
  else if (!isLuhnValid(number)) errors.cardNumber = FUNDING_TEXTS.cardNumberInvalid;
  const expiry = expiryProblem(input.expiry, today);
  if (expiry) errors.expiry = FUNDING_TEXTS[expiry];
  if (!/^\d{3,4}$/.test(input.cvc)) errors.cvc = FUNDING_TEXTS.cvc;
  if (!/^\d{5}$/.test(input.zip)) errors.zip = FUNDING_TEXTS.zip;
  return errors;
}

export type ManualBankInput = {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
};

export function manualBankErrors(
  input: ManualBankInput,
): Partial<Record<keyof ManualBankInput, string>> {
  const errors: Partial<Record<keyof ManualBankInput, string>> = {};
  if (!/^\d{9}$/.test(input.routingNumber)) errors.routingNumber = FUNDING_TEXTS.routingNumber;
  else if (!isRoutingNumber(input.routingNumber))
    errors.routingNumber = FUNDING_TEXTS.routingNumberInvalid;
  if (!/^\d{4,17}$/.test(input.accountNumber)) errors.accountNumber = FUNDING_TEXTS.accountNumber;
  else if (input.confirmAccountNumber !== input.accountNumber)
    errors.confirmAccountNumber = FUNDING_TEXTS.confirmAccountNumber;
  return errors;
}

/**
 * The bank-name lookup runs once the routing number is complete and passes its checksum; a
 * shorter number clears the name (the screen shows nothing while typing).
 */
export const shouldLookUpBank = (routingNumber: string): boolean => isRoutingNumber(routingNumber);

/** The first load's limits: at least the wallet minimum (section 9, default 20), at most 10,000. */
export function initialAmountLimits(minimum: {
  minimumLoadAmount: number;
  displayMinimumAmount: number;
}): AmountLimits {
  return {
    minimum: minimum.minimumLoadAmount,
    // The display minimum falls back to 20 (section 9) while get_initial_funding may enforce
    // more: a limit said lower than the one enforced would refuse amounts it allows.
    shownMinimum: Math.max(minimum.displayMinimumAmount, minimum.minimumLoadAmount),
    maximum: MAXIMUM_INITIAL_LOAD,
  };
}

/**
 * The suggested first loads of parentFundWalletDesign: the minimum, then 50 and 100, each
 * only once and never below the minimum.
 */
export function suggestedAmounts(minimumLoadAmount: number): number[] {
  return [...new Set([minimumLoadAmount, 50, 100])].filter((v) => v >= minimumLoadAmount);
}

/** A micro-deposit or card-check amount: a few cents, typed in dollars ("0.32" or ".32"). */
export function microAmount(value: string): number | undefined {
  if (!/^\d*\.?\d{0,2}$/.test(value.trim()) || value.trim() === '') return undefined;
  const amount = Number(value);
  return amount >= 0.01 && amount <= 0.99 ? Math.round(amount * 100) / 100 : undefined;
}

export function microDepositErrors(values: {
  amount1: string;
  amount2: string;
}): Partial<Record<'amount1' | 'amount2', string>> {
  const errors: Partial<Record<'amount1' | 'amount2', string>> = {};
  if (microAmount(values.amount1) === undefined) errors.amount1 = FUNDING_TEXTS.microAmount;
  if (microAmount(values.amount2) === undefined) errors.amount2 = FUNDING_TEXTS.microAmount;
  return errors;
}
