/**
 * What the apps' confirmationMessage says about a completed registration (docs/decisions/106),
 * in English, the words of the page's summary in English (vocabulary/messages/confirmation),
 * which the page says in its own language.
 */

/** How a funding account is named without its number: only the last four digits show. */
export const PAYMENT_TYPE_NAMES = {
  bank: 'Bank account',
  debit: 'Debit card',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
} as const;

/** Four dots, as a card's or statement's own masked number reads. */
export const masked = (last4: string) => `•••• ${last4}`;

export const CONFIRMATION_TEXTS = {
  messageIntro: 'Registration complete.',
  referenceLabel: 'Your reference',
  labels: {
    plan: 'Plan',
    children: (count: number) => (count === 1 ? 'Child' : 'Children'),
    funding: 'Funding account',
    amount: 'First load',
    arrives: 'Arrives',
    toVerify: 'Still to do',
  },
  planValue: (title: string, monthlyFee: string) => `${title}, ${monthlyFee} a month`,
  arrivesNow: 'Today, within minutes',
  arrivesBy: (date: string) => `In 1 to 3 business days, by ${date}`,
  /** Too many wrong amounts: this account will never be verified (the page says so above). */
  arrivesBlocked: 'Once an account you add in the app is verified',
  arrivesOnceVerified: (card: boolean) =>
    card ? 'Once your debit card is verified' : 'Once your bank account is verified',
  toVerify: (card: boolean) =>
    card
      ? 'Enter the two small charges on your card to verify it'
      : 'Enter the two small deposits to your bank account to verify it',
} as const;
