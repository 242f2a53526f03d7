import { DISPLAY_MINIMUM_WALLET_LOAD, MINIMUM_WALLET_LOAD } from './constants';

/** Wallet minimum of spec section 3, as a toggle may send it (either field name). */
export type WalletMinimumInput = {
  shouldShift?: boolean;
  minimumLoadAmount?: number;
  amount?: number;
  displayMinimumAmount?: number;
  displayAmount?: number;
};

export type WalletMinimum = {
  shouldShift: boolean;
  minimumLoadAmount: number;
  displayMinimumAmount: number;
};

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * The minimum load in force. With the minimumWalletLoad toggle off (its default) the minimum
 * is 20 and nothing shifts; amounts that are missing or not positive fall back to 20.
 */
export function resolveWalletMinimum(
  enabled: boolean,
  input: WalletMinimumInput | undefined,
): WalletMinimum {
  if (!enabled || !input) {
    return {
      shouldShift: false,
      minimumLoadAmount: MINIMUM_WALLET_LOAD,
      displayMinimumAmount: DISPLAY_MINIMUM_WALLET_LOAD,
    };
  }
  return {
    shouldShift: input.shouldShift === true,
    minimumLoadAmount:
      positive(input.minimumLoadAmount) ?? positive(input.amount) ?? MINIMUM_WALLET_LOAD,
    displayMinimumAmount:
      positive(input.displayMinimumAmount) ??
      positive(input.displayAmount) ??
      DISPLAY_MINIMUM_WALLET_LOAD,
  };
}
