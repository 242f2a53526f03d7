import type { HideFundingFlags } from '../model/entities';
import type { FundingMethod } from './domain';
import { HIDE_FUNDING_DEFAULTS } from './toggles';

/**
 * The hide-funding flags (spec section 3) in force. With hideFunding off (its default) every
 * method shows; with it on, the flags the toggle carries hide theirs (a flag left out hides
 * nothing).
 */
export function hideFundingFlags(
  hideFunding: boolean,
  carried?: Partial<HideFundingFlags>,
): HideFundingFlags {
  if (!hideFunding || !carried) return { ...HIDE_FUNDING_DEFAULTS };
  return {
    hidePlaid: carried.hidePlaid === true,
    hideManualACH: carried.hideManualACH === true,
    hideDebit: carried.hideDebit === true,
  };
}

/**
 * Which methods to offer, in order. Banks come first by default; reOrderDebitOnFundingScreen
 * puts the debit card first.
 */
export function fundingMethods(
  flags: HideFundingFlags & { reOrderDebitOnFundingScreen: boolean },
): FundingMethod[] {
  const banks: FundingMethod[] = [];
  if (!flags.hidePlaid) banks.push('instant');
  if (!flags.hideManualACH) banks.push('manual');
  const cards: FundingMethod[] = flags.hideDebit ? [] : ['debit'];
  return flags.reOrderDebitOnFundingScreen ? [...cards, ...banks] : [...banks, ...cards];
}
