import type { FundingVerifiedMessageId } from './funding-verified.en';

/** The funding account verified, in Spanish ("tú", docs/glossary-es.md). */
export const FUNDING_VERIFIED_ES: Record<FundingVerifiedMessageId, string> = {
  'fundingVerified.bank': 'Tu cuenta bancaria está verificada.',
  'fundingVerified.card': 'Tu tarjeta de débito está verificada.',
};
