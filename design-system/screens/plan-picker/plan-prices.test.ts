import { describe, expect, it } from 'vitest';
import { formatUsd, planPriceTexts, preselectedPlan } from './plan-prices';

const tables = {
  monthlyPrices: { infinity: 9.99, max: 4.99, invest: 3.99, standard: 0 },
  planFees: { infinity: 14.98, max: 9.98, invest: 8.98, standard: 4.99 },
  rewardRates: { core: 1, max: 2 },
};

describe('formatUsd', () => {
  it('shows dollars and cents from numbers and decimal strings', () => {
    expect(formatUsd(4.99)).toBe('$4.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd('5.75')).toBe('$5.75');
    expect(formatUsd(14.9)).toBe('$14.90');
  });

  it('shows a value that is not a number as it came', () => {
    expect(formatUsd('Free')).toBe('Free');
  });
});

describe('planPriceTexts', () => {
  it('gives a paid tier its fee, its price over standard and the max rate', () => {
    expect(planPriceTexts('max', tables, 'Standard')).toEqual({
      fee: '$9.98/mo',
      extra: '$4.99 a month more than Standard',
      rate: 'Earn 2% on savings',
    });
  });

  it('gives standard no "more than" line and the core rate', () => {
    expect(planPriceTexts('standard', tables, 'Core')).toEqual({
      fee: '$4.99/mo',
      extra: null,
      rate: 'Earn 1% on savings',
    });
  });

  it("falls back to standard's fee for a tier the fee table leaves out", () => {
    expect(planPriceTexts('select', tables, 'Standard').fee).toBe('$4.99/mo');
    expect(planPriceTexts('select', tables, 'Standard').extra).toBeNull();
  });
});

describe('preselectedPlan', () => {
  it('is standard, max or infinity by the default toggles, infinity winning', () => {
    expect(preselectedPlan({})).toBe('standard');
    expect(preselectedPlan({ defaultMax: true })).toBe('max');
    expect(preselectedPlan({ defaultInfinity: true })).toBe('infinity');
    expect(preselectedPlan({ defaultMax: true, defaultInfinity: true })).toBe('infinity');
  });
});
