/**
 * What the funding choice and the bank link it opens say as words, in English: the choice's
 * own check and the link's failures, which the actions put in the state as text. The page finds
 * them in another language by the words (docs/decisions/122).
 */
export const FUNDING_CHOICE_CHECKS_EN = {
  'fundingChoiceChecks.method': 'Choose how you would like to add money',
  // The link token waits in session storage for an OAuth bank's return; another tab has none.
  'fundingChoiceChecks.bankLinkLost':
    'We could not finish linking your bank here. Please link it again.',
  'fundingChoiceChecks.bankLinkNotOpened': 'We could not open the bank link. Please try again.',
  // The sandbox's words for a refused account (ERR_INVALID_PUBLIC_TOKEN) too.
  'fundingChoiceChecks.bankNotLinked': 'We could not link that bank. Please try again.',
} as const;

export type FundingChoiceCheckId = keyof typeof FUNDING_CHOICE_CHECKS_EN;
