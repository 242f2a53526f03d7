import type { PricingPlanRecord } from '../db/schema';

/** Tier names of spec section 1; the default plan is standard (section 9). */
export const PLAN_NAMES: readonly string[] = ['infinity', 'max', 'invest', 'standard', 'select'];
export const DEFAULT_PLAN = 'standard';

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
    mobileProtectionStartDate: name === 'infinity' || name === 'max' ? isoDate(now) : null,
  };
}
