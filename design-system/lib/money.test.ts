import { describe, expect, it } from 'vitest';
import { formatUsd, inDollars } from './money';

describe('formatUsd', () => {
  it('prints whole dollars without cents and the rest with two', () => {
    expect(formatUsd(20)).toBe('$20');
    expect(formatUsd(4.99)).toBe('$4.99');
    expect(formatUsd(4.5)).toBe('$4.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('always prints cents when asked, for prices that line up in a table', () => {
    expect(formatUsd(0, 'always')).toBe('$0.00');
    expect(formatUsd(14.98, 'always')).toBe('$14.98');
  });
});

describe('formatUsd in the page language', () => {
  it('writes dollars as es-US does for Spanish (docs/glossary-es.md), a bare language as its US variety', () => {
    expect(formatUsd(4.99, 'always', 'es')).toBe('$4.99');
    expect(formatUsd(1234.5, 'auto', 'es')).toBe('$1,234.50');
    expect(formatUsd(20, 'auto', 'es-US')).toBe('$20');
    expect(formatUsd(14.98, 'always', 'en')).toBe('$14.98');
  });

  it('prints dollars as a US family reads them in Spanish (es-US)', () => {
    expect(formatUsd(10_000, 'auto', 'es')).toBe('$10,000');
    expect(formatUsd(12.5, 'auto', 'es')).toBe('$12.50');
    expect(formatUsd(20, 'auto', 'en')).toBe('$20');
  });
});

describe('inDollars', () => {
  it("prints a sentence's numbers as money and keeps a service's own words as they are", () => {
    expect(inDollars({ id: 'promoCode.earnedReward', values: { reward: 10 } }, 'es')).toEqual({
      id: 'promoCode.earnedReward',
      values: { reward: '$10' },
    });
    expect(
      inDollars({ id: 'promoCode.appliedReward', values: { reward: 'a free month' } }, 'en'),
    ).toEqual({ id: 'promoCode.appliedReward', values: { reward: 'a free month' } });
    expect(inDollars('Enter an amount', 'en')).toBe('Enter an amount');
    expect(inDollars(undefined, 'en')).toBeUndefined();
  });
});
