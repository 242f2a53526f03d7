import { describe, expect, it } from 'vitest';
import { cleanDollars, suggestedAmounts } from './initial-funding-screen';

describe('suggestedAmounts', () => {
  it('starts at the wallet minimum, 20 by default', () => {
    expect(suggestedAmounts(20)).toEqual([20, 50, 100]);
  });

  it('never suggests less than the minimum nor the same amount twice', () => {
    expect(suggestedAmounts(50)).toEqual([50, 100]);
    expect(suggestedAmounts(75)).toEqual([75, 100]);
    expect(suggestedAmounts(150)).toEqual([150]);
  });
});

describe('cleanDollars', () => {
  it('keeps dollars and cents only', () => {
    expect(cleanDollars('$25.505')).toBe('25.50');
    expect(cleanDollars('1,000')).toBe('1000');
    expect(cleanDollars('abc')).toBe('');
  });
});
