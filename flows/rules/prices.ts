import { isPremiumTier, type PlanTier } from '../../vocabulary/domain';
import type { Toggles } from './toggles';
export const DEFAULT_PLAN: PlanTier = 'standard';

type PriceToggles = Pick<Toggles, 'enableCorePriceChange'>;
/** Section 9's price tables, without and with enableCorePriceChange. */
type PriceTables<Tier extends string> = Record<
  'default' | 'enableCorePriceChange',
  Record<Tier, number>
>;
type RateToggles = Pick<Toggles, 'enableGSRChange'>;

/**
 * Monthly plan price, default and with enableCorePriceChange (section 9). It is what a tier
 * costs on top of standard: each equals the second table's fee minus standard's fee.
 * @internal
 */
export const MONTHLY_PLAN_PRICE = {
  default: { infinity: 9.99, max: 4.99, invest: 3.99, standard: 0 },
  enableCorePriceChange: { infinity: 8.99, max: 3.99, invest: 2.99, standard: 0 },
} as const satisfies PriceTables<Exclude<PlanTier, 'select'>>;

/**
 * The second price table: the whole monthly fee of each tier (section 9).
 * @internal
 */
export const PLAN_FEE = {
  default: { infinity: 14.98, max: 9.98, invest: 8.98, standard: 4.99, select: 4.99 },
  enableCorePriceChange: { infinity: 14.98, max: 9.98, invest: 8.98, standard: 5.99, select: 5.75 },
} as const satisfies PriceTables<PlanTier>;

/** Reward rate table in percent: core and max tiers (section 9). */
const REWARD_RATE = {
  default: { core: 1, max: 2 },
  enableGSRChange: { core: 2, max: 3 },
} as const;
export type RateTier = keyof (typeof REWARD_RATE)['default'];

/** The rate table's row for a plan: the premium tiers earn max's rate, the others core's. */
export const rateTierOf = (tier: PlanTier): RateTier => (isPremiumTier(tier) ? 'max' : 'core');

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(table, key);

/** Monthly price on top of standard; a tier the table does not list costs what standard does. */
export function planPrice(tier: string, toggles: PriceToggles): number {
  const table = toggles.enableCorePriceChange
    ? MONTHLY_PLAN_PRICE.enableCorePriceChange
    : MONTHLY_PLAN_PRICE.default;
  return isKeyOf(table, tier) ? table[tier] : table.standard;
}

/** The plan's monthly fee; falls back to the standard fee (section 9). */
export function planFee(tier: string | null | undefined, toggles: PriceToggles): number {
  const table = toggles.enableCorePriceChange ? PLAN_FEE.enableCorePriceChange : PLAN_FEE.default;
  return tier && isKeyOf(table, tier) ? table[tier] : table.standard;
}

export function rewardRate(tier: RateTier, toggles: RateToggles): number {
  return (toggles.enableGSRChange ? REWARD_RATE.enableGSRChange : REWARD_RATE.default)[tier];
}

/**
 * The plan preselected for a new parent: standard unless a default toggle says otherwise.
 * With both on, infinity wins: the toggles are experiments on the higher default.
 */
export function defaultPlan(toggles: Pick<Toggles, 'defaultMax' | 'defaultInfinity'>): PlanTier {
  if (toggles.defaultInfinity) return 'infinity';
  if (toggles.defaultMax) return 'max';
  return DEFAULT_PLAN;
}
