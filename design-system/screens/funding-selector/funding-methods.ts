/** The ways a parent can fund the family account (spec sections 1 and 3). */
export type FundingMethod = 'debit' | 'applePay' | 'googlePay' | 'instant' | 'manual';

export type FundingMethodFlags = {
  /** Hide the instant bank link (Plaid). */
  hidePlaid?: boolean;
  hideManualACH?: boolean;
  hideDebit?: boolean;
  /** Toggle reOrderDebitOnFundingScreen: card options come before the bank ones. */
  reOrderDebitOnFundingScreen?: boolean;
  /** Payment options of spec section 3: wallets the device and the toggles allow. */
  applePay?: boolean;
  googlePay?: boolean;
};

/**
 * Which methods to offer, in order. Banks come first by default; re-ordering puts the card
 * group (debit card, then the wallets, which are cards too) first. hideDebit hides the typed
 * card only: Apple Pay and Google Pay follow their own payment-option flags.
 */
export function fundingMethods(flags: FundingMethodFlags): FundingMethod[] {
  const banks: FundingMethod[] = [];
  if (!flags.hidePlaid) banks.push('instant');
  if (!flags.hideManualACH) banks.push('manual');
  const cards: FundingMethod[] = [];
  if (!flags.hideDebit) cards.push('debit');
  if (flags.applePay) cards.push('applePay');
  if (flags.googlePay) cards.push('googlePay');
  return flags.reOrderDebitOnFundingScreen ? [...cards, ...banks] : [...banks, ...cards];
}
