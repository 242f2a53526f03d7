import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXTS, checkAmount, readDollars } from './dollar-amount';

describe('readDollars: what was typed, exactly, or a refusal', () => {
  it.each([
    ['25', 25],
    ['$25', 25],
    ['$ 25', 25],
    ['25.50', 25.5],
    ['25.5', 25.5],
    ['25.', 25],
    ['.50', 0.5],
    ['1,000', 1000],
    ['$1,000,000', 1_000_000],
    ['250000', 250_000],
    [' 40 ', 40],
  ])('reads %j as %d', (typed, dollars) => {
    expect(readDollars(typed)).toEqual({ dollars });
  });

  it.each([
    ['', AMOUNT_TEXTS.empty],
    ['-5', AMOUNT_TEXTS.minus],
    ['$-5', AMOUNT_TEXTS.minus],
    ['25.5.5', AMOUNT_TEXTS.shape],
    ['1e3', AMOUNT_TEXTS.shape],
    ['1,00', AMOUNT_TEXTS.shape],
    ['10,00', AMOUNT_TEXTS.shape],
    ['twenty', AMOUNT_TEXTS.shape],
    ['$', AMOUNT_TEXTS.shape],
    ['.', AMOUNT_TEXTS.shape],
    ['0x10', AMOUNT_TEXTS.shape],
    ['25.505', AMOUNT_TEXTS.cents],
  ])('refuses %j with a message', (typed, problem) => {
    expect(readDollars(typed)).toEqual({ problem });
  });
});

describe('checkAmount', () => {
  const limits = { minimum: 20, maximum: 10_000 };
  it('keeps the amount within its limits and says the limit it passed, in dollars', () => {
    const above = { id: 'amountLimits.above', values: { maximum: 10_000 } };
    expect(checkAmount('$1,000,000', limits)).toEqual({ problem: above });
    expect(checkAmount('250000', limits)).toEqual({ problem: above });
    expect(checkAmount('5', limits)).toEqual({
      problem: { id: 'amountLimits.below', values: { minimum: 20 } },
    });
    expect(checkAmount('$9,999.99', limits)).toEqual({ dollars: 9999.99 });
  });
});
