import { describe, expect, it } from 'vitest';
import { PLAN_TIERS } from '../../vocabulary/domain';
import { planFee, planPrice, rewardRate } from './prices';
import { resolveToggles } from './toggles';

/**
 * Spec section 9, every tier under every combination of enableCorePriceChange x
 * enableGSRChange. Each toggle moves only its own table: the price toggle never changes a
 * reward rate and the rate toggle never changes a price.
 *
 * "Monthly plan price, default: infinity 9.99, max 4.99, invest 3.99, standard 0. With
 *  enableCorePriceChange: 8.99, 3.99, 2.99, 0." (select is not in this table: standard's price.)
 * "Second price table, default: infinity 14.98, max 9.98, invest 8.98, standard 4.99, select
 *  4.99. With enableCorePriceChange: standard 5.99, select 5.75, others unchanged."
 * "Rate table, default: core 1%, max 2%. With enableGSRChange: core 2%, max 3%."
 */
const EXPECTED = {
  core: {
    price: { infinity: 9.99, max: 4.99, invest: 3.99, standard: 0, select: 0 },
    fee: { infinity: 14.98, max: 9.98, invest: 8.98, standard: 4.99, select: 4.99 },
  },
  corePriceChange: {
    price: { infinity: 8.99, max: 3.99, invest: 2.99, standard: 0, select: 0 },
    fee: { infinity: 14.98, max: 9.98, invest: 8.98, standard: 5.99, select: 5.75 },
  },
  rate: { default: { core: 1, max: 2 }, gsr: { core: 2, max: 3 } },
} as const;

const COMBINATIONS = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
] as const;

describe('every tier under every price and rate toggle combination (section 9)', () => {
  it.each(COMBINATIONS)(
    'enableCorePriceChange=%s enableGSRChange=%s',
    (enableCorePriceChange, enableGSRChange) => {
      const toggles = resolveToggles({ enableCorePriceChange, enableGSRChange });
      const prices = enableCorePriceChange ? EXPECTED.corePriceChange : EXPECTED.core;
      const rates = enableGSRChange ? EXPECTED.rate.gsr : EXPECTED.rate.default;

      const seen = Object.fromEntries(
        PLAN_TIERS.map((tier) => [
          tier,
          { price: planPrice(tier, toggles), fee: planFee(tier, toggles) },
        ]),
      );
      const expected = Object.fromEntries(
        PLAN_TIERS.map((tier) => [tier, { price: prices.price[tier], fee: prices.fee[tier] }]),
      );
      expect(seen).toEqual(expected);
      expect({ core: rewardRate('core', toggles), max: rewardRate('max', toggles) }).toEqual(rates);
    },
  );

  it('knows exactly the five tiers the spec names', () => {
    expect([...PLAN_TIERS].sort()).toEqual(['infinity', 'invest', 'max', 'select', 'standard']);
  });
});
