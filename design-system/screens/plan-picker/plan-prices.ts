/** Tier names of spec section 1. */
export type PlanTier = 'infinity' | 'max' | 'invest' | 'standard' | 'select';

/** A price as the flow has it: a number or a decimal string such as "4.99". */
export type Price = number | string;

/** Section 9's monthly plan price table: what a tier costs on top of standard. */
export type MonthlyPriceTable = Partial<Record<PlanTier, Price>>;
/** Section 9's second price table: the whole monthly fee of each tier. */
export type PlanFeeTable = Partial<Record<PlanTier, Price>> & { standard: Price };
/** Section 9's rate table, in percent: the core tiers and the max tiers. */
export type RewardRateTable = { core: Price; max: Price };

/** "$4.99"; a value that is not a number is shown as it came. */
export function formatUsd(price: Price): string {
  const value = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : String(price);
}

const isZero = (price: Price | undefined) => price === undefined || Number(price) === 0;

/** Max and Infinity earn the max rate; the rest earn the core rate. */
export const rateTierOf = (tier: PlanTier): keyof RewardRateTable =>
  tier === 'max' || tier === 'infinity' ? 'max' : 'core';

export type PlanPriceTexts = {
  /** "$9.98/mo": the tier's fee, or standard's when the table leaves it out (section 9). */
  fee: string;
  /** "$4.99 a month more than Standard", or nothing for standard and unlisted tiers. */
  extra: string | null;
  /** "Earn 2% on savings". */
  rate: string;
};

/** The texts one plan card shows, from the three tables the flow passes in. */
export function planPriceTexts(
  tier: PlanTier,
  tables: {
    monthlyPrices: MonthlyPriceTable;
    planFees: PlanFeeTable;
    rewardRates: RewardRateTable;
  },
  standardTitle: string,
): PlanPriceTexts {
  const monthly = tables.monthlyPrices[tier];
  return {
    fee: `${formatUsd(tables.planFees[tier] ?? tables.planFees.standard)}/mo`,
    extra:
      tier === 'standard' || isZero(monthly)
        ? null
        : `${formatUsd(monthly as Price)} a month more than ${standardTitle}`,
    rate: `Earn ${Number(tables.rewardRates[rateTierOf(tier)])}% on savings`,
  };
}

/**
 * The plan chosen before anyone picks: standard, unless a default toggle says otherwise. With
 * both on, infinity wins (the toggles try the higher default).
 */
export function preselectedPlan(flags: {
  defaultMax?: boolean;
  defaultInfinity?: boolean;
}): PlanTier {
  if (flags.defaultInfinity) return 'infinity';
  if (flags.defaultMax) return 'max';
  return 'standard';
}
