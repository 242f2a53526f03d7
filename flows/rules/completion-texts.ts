/** Shown after the two amounts were accepted from the completion page's reminder. */
export const FUNDING_VERIFIED_TEXT = {
  bank: 'Your bank account is verified.',
  card: 'Your debit card is verified.',
} as const;
