import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN,
  defaultPlan,
  MONTHLY_PLAN_PRICE,
  PLAN_FEE,
  planFee,
  planPrice,
  rewardRate,
} from './prices';

const off = { enableCorePriceChange: false };
const on = { enableCorePriceChange: true };

describe('monthly plan price (section 9)', () => {
  it.each([
    // "Monthly plan price, default: infinity 9.99, max 4.99, invest 3.99, standard 0."
    ['infinity', off, 9.99],
    ['max', off, 4.99],
    ['invest', off, 3.99],
    ['standard', off, 0],
    // "With enableCorePriceChange: 8.99, 3.99, 2.99, 0."
    ['infinity', on, 8.99],
    ['max', on, 3.99],
    ['invest', on, 2.99],
    ['standard', on, 0],
    // A tier the table does not list costs what standard does.
    ['select', off, 0],
    ['unknown', on, 0],
  ])('%s %o -> %d', (tier, toggles, price) => {
    expect(planPrice(tier, toggles)).toBe(price);
  });
});

describe('plan fee, the second table (section 9)', () => {
  it.each([
    // "Second price table, default: infinity 14.98, max 9.98, invest 8.98, standard 4.99, select 4.99."
    ['infinity', off, 14.98],
    ['max', off, 9.98],
    ['invest', off, 8.98],
    ['standard', off, 4.99],
    ['select', off, 4.99],
    // "With enableCorePriceChange: standard 5.99, select 5.75, others unchanged."
    ['infinity', on, 14.98],
    ['max', on, 9.98],
    ['invest', on, 8.98],
    ['standard', on, 5.99],
    ['select', on, 5.75],
    // "Plan fee falls back to a standard fee."
    ['gold', off, 4.99],
    ['gold', on, 5.99],
    [null, off, 4.99],
  ])('%s %o -> %d', (tier, toggles, fee) => {
    expect(planFee(tier, toggles)).toBe(fee);
  });

  it('the monthly price is the fee above standard in both tables', () => {
    for (const key of ['default', 'enableCorePriceChange'] as const) {
      for (const tier of ['infinity', 'max', 'invest', 'standard'] as const) {
        const difference = PLAN_FEE[key][tier] - PLAN_FEE[key].standard;
        expect(MONTHLY_PLAN_PRICE[key][tier]).toBeCloseTo(difference, 2);
      }
    }
  });
});

describe('reward rate (section 9)', () => {
  it.each([
    // "Rate table, default: core 1%, max 2%. With enableGSRChange: core 2%, max 3%."
    ['core', false, 1],
    ['max', false, 2],
    ['core', true, 2],
    ['max', true, 3],
  ] as const)('%s with enableGSRChange=%s -> %d%%', (tier, gsr, rate) => {
    expect(rewardRate(tier, { enableGSRChange: gsr })).toBe(rate);
  });
});

describe('default plan ("Default plan standard")', () => {
  it.each([
    [false, false, 'standard'],
    [true, false, 'max'],
    [false, true, 'infinity'],
    [true, true, 'infinity'],
  ])('defaultMax=%s defaultInfinity=%s -> %s', (defaultMax, defaultInfinity, plan) => {
    expect(defaultPlan({ defaultMax, defaultInfinity })).toBe(plan);
  });

  it('is standard', () => {
    expect(DEFAULT_PLAN).toBe('standard');
  });
});
