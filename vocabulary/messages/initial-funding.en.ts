/** The first load's page (set_initial_funding_amount), in English: the spec's words. */
export const INITIAL_FUNDING_EN = {
  'initialFunding.heading': 'How much would you like to add?',
  'initialFunding.walletHeading': "Fund your family's wallet",
  'initialFunding.lead': 'You can add more at any time.',
  'initialFunding.leadFrom': 'The money comes from your {source}. You can add more at any time.',
  // Where the money comes from, as the lead names it; a brand keeps its name.
  'initialFunding.fromBank': 'bank account',
  'initialFunding.fromNamedBank': '{bank} account',
  'initialFunding.fromDebit': 'debit card',
  'initialFunding.fromApplePay': 'Apple Pay card',
  'initialFunding.fromGooglePay': 'Google Pay card',
  'initialFunding.fromPaypal': 'PayPal account',
  'initialFunding.fromVenmo': 'Venmo account',
  'initialFunding.walletMinimumTitle': 'Start with at least {minimum}',
  'initialFunding.walletMinimum':
    "Your family's wallet needs {minimum} to get going. It's your money to spend, save or share with your kids.",
  'initialFunding.amount': 'Amount',
  'initialFunding.other': 'Other amount',
  'initialFunding.amountInDollars': 'Amount in dollars',
  'initialFunding.continue': 'Add money',
} as const;

export type InitialFundingMessageId = keyof typeof INITIAL_FUNDING_EN;
