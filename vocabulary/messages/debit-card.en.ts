/** The debit card's form ("save debit card", from the funding choice), in English. */
export const DEBIT_CARD_EN = {
  'debitCard.heading': 'Add your debit card',
  'debitCard.lead':
    "Use a Visa or Mastercard debit card in your name. Prepaid and credit cards can't be used.",
  'debitCard.save': 'Save card',
  'debitCard.cardNumber': 'Card number',
  'debitCard.expiry': 'Expiry date',
  // How the date is typed: the letters stand for the month's and the year's digits.
  'debitCard.expiryHint': 'MM / YY',
  'debitCard.cvc': 'Security code',
  'debitCard.cvcHint': '3 or 4 digits',
  'debitCard.zip': 'Billing ZIP code',
  // The bank's 3-D Secure check, over the form (challengeRequested3dsEnabled).
  'debitCard.challengeTitle': 'Confirm with your bank',
  'debitCard.challengeDescription':
    "Your bank wants to make sure this card is yours. Finish the check below and we'll carry on.",
  'debitCard.challengeCancel': 'Cancel',
  'debitCard.challengeOpening': "Opening your bank's check…",
} as const;

export type DebitCardMessageId = keyof typeof DEBIT_CARD_EN;
