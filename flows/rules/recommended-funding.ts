import type { FundingMethod } from '../../vocabulary/domain';

/**
 * The way to pay the page recommends, where the toggles make one: reOrderDebitOnFundingScreen
 * leads with the card provider, so the debit card; otherwise section 3's order leads with the
 * banks, so the instant bank link (ready in seconds, where typed details wait days for two
 * deposits). A hide flag that removes that method takes the recommendation with it rather than
 * passing it to a slower one, and a single method offered is no choice to recommend among.
 */
export function recommendedFundingMethod(
  methods: readonly FundingMethod[],
  reOrderDebitOnFundingScreen: boolean,
): FundingMethod | null {
  const preferred: FundingMethod = reOrderDebitOnFundingScreen ? 'debit' : 'instant';
  return methods.length > 1 && methods.includes(preferred) ? preferred : null;
}
