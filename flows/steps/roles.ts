import type { Role } from '../rules/domain';
import { planFee } from '../rules/prices';
import type { Effect } from './changes';

/** Spec section 6: "A parent needs an access request." */
export const needsAccessRequest = (role: Role | null): boolean => role === 'parent';

/**
 * "Only parent completion fires the registration-complete tracking and plan-fee purchase
 * value." The value is the chosen plan's fee (falling back to standard's).
 */
export function completionTracking(
  role: Role | null,
  plan: string | null | undefined,
  toggles: { enableCorePriceChange: boolean },
): Effect[] {
  if (role !== 'parent') return [];
  return [{ type: 'trackRegistrationComplete', purchaseValue: planFee(plan, toggles) }];
}
