/**
 * The funding choice (set_funding_account), in English. The ways to pay that are brands
 * (Apple Pay, PayPal...) are named by their brand in every language, so their names are not here.
 */
export const FUNDING_CHOICE_EN = {
  'fundingChoice.heading': 'How would you like to add money?',
  'fundingChoice.lead':
    "Choose where your family's money will come from. You can change it later in the app.",
  'fundingChoice.noneTitle': 'No way to add money right now',
  'fundingChoice.none':
    "Adding money isn't available at the moment. Please try again later or contact support.",
  'fundingChoice.recommended': 'Recommended',
  'fundingChoice.instant': 'Link your bank instantly',
  'fundingChoice.instantDescription':
    'Log in to your bank securely and pick the account. Ready in seconds.',
  'fundingChoice.manual': 'Enter bank account details',
  'fundingChoice.manualDescription':
    'Type your routing and account numbers. We confirm them with two small deposits in 1 to 3 business days.',
  'fundingChoice.debit': 'Debit card',
  'fundingChoice.debitDescription': 'Add money right away from a Visa or Mastercard debit card.',
  'fundingChoice.applePayDescription': 'Use a debit card from your Apple Wallet. Ready in seconds.',
  'fundingChoice.googlePayDescription': 'Use a debit card saved in Google Pay. Ready in seconds.',
  'fundingChoice.paypalDescription': 'Log in to PayPal and approve your family account.',
  'fundingChoice.venmoDescription': 'Approve your family account in the Venmo app.',
  'fundingChoice.providerButton':
    "Continue with {name}'s button below. {name} opens in a new window, and you come back here once you approve.",
} as const;

export type FundingChoiceMessageId = keyof typeof FUNDING_CHOICE_EN;
