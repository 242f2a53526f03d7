import type { HideFundingFlags } from '../model/entities';
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
