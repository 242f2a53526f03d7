/**
 * What the completion page says once the two amounts were accepted from its reminder, in
 * English. The step's state keeps it as words too (its message), so a page that shows that
 * message finds it in another language by them.
 */
export const FUNDING_VERIFIED_EN = {
  'fundingVerified.bank': 'Your bank account is verified.',
  'fundingVerified.card': 'Your debit card is verified.',
} as const;

export type FundingVerifiedMessageId = keyof typeof FUNDING_VERIFIED_EN;
