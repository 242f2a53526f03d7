import { describe, expect, it } from 'vitest';
import { fundingMethods } from './funding-methods';

describe('fundingMethods', () => {
  it('offers the bank link, the manual bank account and the debit card, banks first', () => {
    expect(fundingMethods({})).toEqual(['instant', 'manual', 'debit']);
  });

  it('drops each hidden method and keeps the others in order', () => {
    expect(fundingMethods({ hidePlaid: true })).toEqual(['manual', 'debit']);
    expect(fundingMethods({ hideManualACH: true })).toEqual(['instant', 'debit']);
    expect(fundingMethods({ hideDebit: true })).toEqual(['instant', 'manual']);
    expect(fundingMethods({ hidePlaid: true, hideManualACH: true, hideDebit: true })).toEqual([]);
  });

  it('puts the card options first under reOrderDebitOnFundingScreen', () => {
    expect(fundingMethods({ reOrderDebitOnFundingScreen: true })).toEqual([
      'debit',
      'instant',
      'manual',
    ]);
  });

  it('adds Apple Pay and Google Pay beside the debit card, even when the typed card is hidden', () => {
    expect(fundingMethods({ applePay: true, googlePay: true })).toEqual([
      'instant',
      'manual',
      'debit',
      'applePay',
      'googlePay',
    ]);
    expect(
      fundingMethods({ applePay: true, hideDebit: true, reOrderDebitOnFundingScreen: true }),
    ).toEqual(['applePay', 'instant', 'manual']);
  });
});
