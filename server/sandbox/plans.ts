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

/**
 * Spec section 9's monthly prices (default, and with enableCorePriceChange). The shared
 * constants of flows/rules replace this table once they land.
 */
const MONTHLY_PRICE: Record<string, { standard: number; core: number }> = {
  infinity: { standard: 9.99, core: 8.99 },
  max: { standard: 4.99, core: 3.99 },
  invest: { standard: 3.99, core: 2.99 },
  standard: { standard: 0, core: 0 },
  select: { standard: 0, core: 0 },
};

export function monthlyFee(name: string, toggles: Record<string, unknown>): number {
  const price = MONTHLY_PRICE[name] ?? MONTHLY_PRICE[DEFAULT_PLAN]!;
  return toggles.enableCorePriceChange === true ? price.core : price.standard;
}
