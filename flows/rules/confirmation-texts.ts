/**
 * What the confirmation page says about a completed registration (docs/decisions/106). The
 * spec shows no such page: these are our words, kept once, here, for the page and for the
 * apps' confirmationMessage alike.
 */

/** How a funding account is named without its number: only the last four digits show. */
export const PAYMENT_TYPE_NAMES: Record<string, string> = {
  debit: 'Debit card',
  apple_pay_card: 'Apple Pay',
  android_pay_card: 'Google Pay',
  paypal_account: 'PayPal',
  venmo_account: 'Venmo',
};

/** Four dots, as a card's or statement's own masked number reads. */
export const masked = (last4: string) => `•••• ${last4}`;

export const CONFIRMATION_TEXTS = {
  messageIntro: 'Registration complete.',
  referenceLabel: 'Your reference',
  referenceHint: (supportPhone: string) =>
    `Quote it if you call support at ${supportPhone}. Nobody can use it to get into your account.`,
  summaryHeading: 'What you set up',
  labels: {
    plan: 'Plan',
    children: (count: number) => (count === 1 ? 'Child' : 'Children'),
    funding: 'Funding account',
    amount: 'First load',
    arrives: 'Arrives',
    toVerify: 'Still to do',
  },
  planValue: (title: string, monthlyFee: string) => `${title}, ${monthlyFee} a month`,
  bankFallback: 'Bank account',
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
  nextHeading: 'What happens next',
  next: {
    verify: (card: boolean) =>
      `In 1 to 3 business days, look for two small ${card ? 'charges on your card' : 'deposits to your bank account'}. Enter them on this page to finish.`,
    money: 'We add your first load to your family account as soon as it arrives.',
    app: 'Download the app and log in with the mobile number you used here.',
    cards: "In the app, order your kids' cards and set up their first allowance.",
  },
  print: 'Print or save this page',
} as const;
