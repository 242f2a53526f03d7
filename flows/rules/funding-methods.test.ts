import { describe, expect, it } from 'vitest';
import { enabledPaymentOptions, fundingMethods, hideFundingFlags } from './funding-methods';

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

describe('payment options beside the debit card (section 3)', () => {
  const none = { hidePlaid: false, hideManualACH: false, hideDebit: false };
  const all = ['venmo', 'paypal', 'googlePay', 'applePay'] as const;

  it('follow section 3 order, the debit card in the place of 3ds, after the banks', () => {
    expect(fundingMethods({ ...none, reOrderDebitOnFundingScreen: false, usable: all })).toEqual([
      'instant',
      'manual',
      'applePay',
      'googlePay',
      'debit',
      'paypal',
      'venmo',
    ]);
  });

  it('come first with the debit card under reOrderDebitOnFundingScreen', () => {
    expect(
      fundingMethods({ ...none, reOrderDebitOnFundingScreen: true, usable: ['paypal'] }),
    ).toEqual(['debit', 'paypal', 'instant', 'manual']);
  });

  it('show only what the browser can use', () => {
    expect(
      fundingMethods({ ...none, reOrderDebitOnFundingScreen: false, usable: ['googlePay'] }),
    ).toEqual(['instant', 'manual', 'googlePay', 'debit']);
  });

  it('hideDebit hides the wallet cards with the debit card, not PayPal or Venmo', () => {
    expect(
      fundingMethods({ ...none, hideDebit: true, reOrderDebitOnFundingScreen: false, usable: all }),
    ).toEqual(['instant', 'manual', 'paypal', 'venmo']);
  });
});

describe('enabledPaymentOptions', () => {
  const all = { applePay: true, googlePay: true, paypal: true, venmo: true };

  it('takes the options whose toggle is on, in section 3 order', () => {
    expect(
      enabledPaymentOptions({ ...all, paypal: false, instantCardProvisioningV2: true }),
    ).toEqual(['applePay', 'googlePay', 'venmo']);
  });

  it('needs instantCardProvisioningV2 for the wallet cards only', () => {
    expect(enabledPaymentOptions({ ...all, instantCardProvisioningV2: false })).toEqual([
      'paypal',
      'venmo',
    ]);
  });
});
