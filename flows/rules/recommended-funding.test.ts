import { describe, expect, it } from 'vitest';
import { recommendedFundingMethod } from './recommended-funding';

describe('recommendedFundingMethod', () => {
  it('recommends the instant bank link in the default order', () => {
    expect(recommendedFundingMethod(['instant', 'manual', 'debit'], false)).toBe('instant');
  });

  it('recommends the debit card when the toggle puts the card provider first', () => {
    // With wallets usable the debit card is not first, and is still the one the toggle names.
    expect(recommendedFundingMethod(['applePay', 'debit', 'instant', 'manual'], true)).toBe(
      'debit',
    );
  });

  it('passes no recommendation on to a slower method when its own is hidden', () => {
    expect(recommendedFundingMethod(['manual', 'debit'], false)).toBeNull();
    expect(recommendedFundingMethod(['instant', 'manual'], true)).toBeNull();
  });

  it('recommends nothing when there is nothing to choose between', () => {
    expect(recommendedFundingMethod(['instant'], false)).toBeNull();
    expect(recommendedFundingMethod([], false)).toBeNull();
  });
});
