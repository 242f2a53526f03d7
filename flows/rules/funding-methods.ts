import type { FundingMethod, PaymentOption } from '../../vocabulary/domain';
import type { HideFundingFlags } from '../model/entities';
import { HIDE_FUNDING_DEFAULTS } from './toggles';

/**
 * The hide-funding flags (spec section 3) in force. With hideFunding off (its default) every
 * method shows; with it on, the flags the toggle carries hide theirs (a flag left out hides
 * nothing).
 */
export function hideFundingFlags(
  hideFunding: boolean,
  carried?: Partial<HideFundingFlags>,
): HideFundingFlags {
  if (!hideFunding || !carried) return { ...HIDE_FUNDING_DEFAULTS };
  return {
    hidePlaid: carried.hidePlaid === true,
    hideManualACH: carried.hideManualACH === true,
    hideDebit: carried.hideDebit === true,
  };
}

/**
 * Which methods to offer, in order. Banks come first by default; reOrderDebitOnFundingScreen
 * puts the card provider's methods first. Those follow section 3's list of payment options
 * (applePay, googlePay, 3ds, paypal, venmo), the debit card standing where 3ds does (3-D
 * Secure is its check). Only the options the browser can use are passed in (`usable`).
 * hideDebit hides every card: the debit card and the wallet cards (apple_pay_card and
 * android_pay_card are debit cards held in a wallet); PayPal and Venmo are accounts, not cards.
 */
export function fundingMethods(
  flags: HideFundingFlags & {
    reOrderDebitOnFundingScreen: boolean;
    usable?: readonly PaymentOption[];
  },
): FundingMethod[] {
  const usable = new Set(flags.usable ?? []);
  const banks: FundingMethod[] = [];
  if (!flags.hidePlaid) banks.push('instant');
  if (!flags.hideManualACH) banks.push('manual');
  const candidates: [FundingMethod, boolean][] = [
    ['applePay', !flags.hideDebit && usable.has('applePay')],
    ['googlePay', !flags.hideDebit && usable.has('googlePay')],
    ['debit', !flags.hideDebit],
    ['paypal', usable.has('paypal')],
    ['venmo', usable.has('venmo')],
  ];
  const cards = candidates.filter(([, shown]) => shown).map(([method]) => method);
  return flags.reOrderDebitOnFundingScreen ? [...cards, ...banks] : [...banks, ...cards];
}

/** Section 3's payment options that are ways to pay of their own, in its order. */
export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  'applePay',
  'googlePay',
  'paypal',
  'venmo',
];

const WALLETS: ReadonlySet<PaymentOption> = new Set(['applePay', 'googlePay']);

/**
 * The payment options the toggles turn on (the browser decides which of them can work). A
 * wallet card is provisioned as an instant funding account (set_instant_funding_account), so
 * the wallets also need instantCardProvisioningV2 (section 9: on by default).
 */
export const enabledPaymentOptions = (
  toggles: Record<PaymentOption | 'instantCardProvisioningV2', boolean>,
): PaymentOption[] =>
  PAYMENT_OPTIONS.filter(
    (option) => toggles[option] && (!WALLETS.has(option) || toggles.instantCardProvisioningV2),
  );
