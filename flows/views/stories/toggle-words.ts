import type { Toggles } from '../../rules/toggles';

/**
 * The product toggles a state can set, in a designer's words: the Steps boards' captions say
 * which toggles make a state with these, not with the toggles' identifiers.
 */
export const TOGGLE_WORDS: Partial<Record<keyof Toggles, string>> = {
  roleSelectCTA: 'the pick named on the button',
  kidFirstRegParentInviteV0: 'teens sign up first',
  promoCodeVerification: 'promo codes',
  proveMobileAuth: "the carrier's confirmation of the number",
  emailErrorStateOnBlur: 'email checked as the field is left',
  enableCorePriceChange: 'core price change',
  enableGSRChange: 'savings rate change',
  defaultMax: 'Max as the default plan',
  defaultInfinity: 'Infinity as the default plan',
  corePlanCopy: 'core plan copy',
  acquisitionSetPlanMaybeLater: 'maybe later',
  kycRetryEnabled: 'identity retry',
  hideFunding: 'hidden funding',
  hidePlaid: 'instant bank link hidden',
  hideManualACH: 'bank details hidden',
  hideDebit: 'debit card hidden',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
  reOrderDebitOnFundingScreen: 'debit card first',
  challengeRequested3dsEnabled: "the bank's security check (3-D Secure)",
  minimumWalletLoad: 'wallet minimum',
  parentFundWalletDesign: 'suggested amounts',
  improvedDownloadScreen: 'improved download page',
  smsNotifications: 'text notifications',
  disableLoginBackButton: 'no back link on log in',
  ltaResetPasswordExperience: 'newer reset page',
  newDeactivatedErrorMsg: 'newer deactivated message',
  preventNonUSTimezones: 'time zones outside the US stopped',
};
