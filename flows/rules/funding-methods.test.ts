import { describe, expect, it } from 'vitest';
import { fundingMethods, hideFundingFlags } from './funding-methods';

describe('hide-funding flags (section 3)', () => {
  it('hideFunding off (the default) shows every method, whatever the flags say', () => {
    expect(hideFundingFlags(false, { hidePlaid: true })).toEqual({
      hidePlaid: false,
      hideManualACH: false,
      hideDebit: false,
    });
  });

  it('hideFunding on hides what its flags name, and only that', () => {
    expect(hideFundingFlags(true, { hidePlaid: true, hideDebit: true })).toEqual({
      hidePlaid: true,
      hideManualACH: false,
      hideDebit: true,
    });
    expect(hideFundingFlags(true)).toEqual({
      hidePlaid: false,
      hideManualACH: false,
      hideDebit: false,
    });
  });
});

describe('fundingMethods', () => {
  const none = { hidePlaid: false, hideManualACH: false, hideDebit: false };
  const order = { reOrderDebitOnFundingScreen: false };

  it('offers the bank link, the manual bank account and the debit card, banks first', () => {
    expect(fundingMethods({ ...none, ...order })).toEqual(['instant', 'manual', 'debit']);
  });

  it('drops each hidden method and keeps the others in order', () => {
    expect(fundingMethods({ ...none, ...order, hidePlaid: true })).toEqual(['manual', 'debit']);
    expect(fundingMethods({ ...none, ...order, hideManualACH: true })).toEqual([
      'instant',
      'debit',
    ]);
    expect(fundingMethods({ ...none, ...order, hideDebit: true })).toEqual(['instant', 'manual']);
    expect(
      fundingMethods({ hidePlaid: true, hideManualACH: true, hideDebit: true, ...order }),
    ).toEqual([]);
  });

  it('puts the debit card first under reOrderDebitOnFundingScreen', () => {
    expect(fundingMethods({ ...none, reOrderDebitOnFundingScreen: true })).toEqual([
      'debit',
      'instant',
      'manual',
    ]);
  });
});
