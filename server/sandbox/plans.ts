import { planFee, planPrice } from '../../flows/rules/prices';
import { isPremiumTier } from '../../vocabulary/domain';
import type { PricingPlanRecord } from '../db/schema';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The pricing plan record of spec section 3 for a plan chosen today: billed in a month. */
export function planRecord(name: string, now: Date): PricingPlanRecord {
  const nextBilling = new Date(now);
  nextBilling.setUTCMonth(nextBilling.getUTCMonth() + 1);
  return {
    current: name,
    effectiveAt: isoDate(now),
    pending: null,
    pendingPlanChangeProcessingDate: null,
    nextBillingDate: isoDate(nextBilling),
    mobileProtectionStartDate: isPremiumTier(name) ? isoDate(now) : null,
  };
}

/** What a chosen plan costs under the toggles in force (section 9's two tables). */
export function planPricing(name: string, toggles: Record<string, unknown>) {
  const priceToggles = { enableCorePriceChange: toggles.enableCorePriceChange === true };
  return { price: planPrice(name, priceToggles), fee: planFee(name, priceToggles) };
}
