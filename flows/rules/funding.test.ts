import { describe, expect, it } from 'vitest';
import { BANKS } from '../../vocabulary/magic-values';
import { SANDBOX_CARDS as CARDS } from '../../vocabulary/sandbox-cards';
import { checkAmount, limitTexts } from './dollar-amount';
import {
  debitCardErrors,
  expiryProblem,
  FUNDING_TEXTS,
  initialAmountLimits,
  isLuhnValid,
  isRoutingNumber,
  manualBankErrors,
  microAmount,
  microDepositErrors,
  shouldLookUpBank,
  suggestedAmounts,
} from './funding';

const today = new Date('2030-06-15T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 31', cvc: '123', zip: '62701' };

describe('debit card', () => {
  it.each(Object.keys(CARDS))('every sandbox card (%s) passes the Luhn check', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it('a mistyped digit fails the Luhn check', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('a complete card has no errors', () => {
    expect(debitCardErrors(card, today)).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(
      debitCardErrors({ cardNumber: '4242', expiry: '13 / 31', cvc: '1', zip: '627' }, today),
    ).toEqual({
      cardNumber: FUNDING_TEXTS.cardNumber,
      expiry: FUNDING_TEXTS.expiry,
      cvc: FUNDING_TEXTS.cvc,
      zip: FUNDING_TEXTS.zip,
    });
    expect(debitCardErrors({ ...card, cardNumber: '4242424242424241' }, today).cardNumber).toBe(
      FUNDING_TEXTS.cardNumberInvalid,
    );
  });

  it('a card is valid through the last day of its expiry month', () => {
    expect(expiryProblem('06 / 30', today)).toBeUndefined();
    expect(expiryProblem('05 / 30', today)).toBe('expired');
    expect(expiryProblem('0630', today)).toBe('expiry');
  });
});

describe('manual bank account', () => {
  it.each(Object.keys(BANKS))('every sandbox routing number (%s) passes the checksum', (rn) => {
    expect(isRoutingNumber(rn)).toBe(true);
    expect(shouldLookUpBank(rn)).toBe(true);
  });

  it('an incomplete or mistyped routing number is not looked up', () => {
    expect(shouldLookUpBank('11000000')).toBe(false);
    expect(shouldLookUpBank('110000001')).toBe(false);
  });

  it('checks the routing number, the account number and that both account fields match', () => {
    expect(
      manualBankErrors({
        routingNumber: '110000000',
        accountNumber: '000123456789',
        confirmAccountNumber: '000123456789',
      }),
    ).toEqual({});
    expect(
      manualBankErrors({ routingNumber: '1100', accountNumber: '12', confirmAccountNumber: '' }),
    ).toEqual({
      routingNumber: FUNDING_TEXTS.routingNumber,
      accountNumber: FUNDING_TEXTS.accountNumber,
    });
    expect(
      manualBankErrors({
        routingNumber: '110000001',
        accountNumber: '123456',
        confirmAccountNumber: '123457',
      }),
    ).toEqual({
      routingNumber: FUNDING_TEXTS.routingNumberInvalid,
      confirmAccountNumber: FUNDING_TEXTS.confirmAccountNumber,
    });
  });
});

describe('initial funding (wallet minimum, section 9)', () => {
  const defaults = initialAmountLimits({ minimumLoadAmount: 20, displayMinimumAmount: 20 });
  it.each([
    ['', { problem: 'Enter an amount' }],
    ['19.99', { problem: { id: 'amountLimits.below', values: { minimum: 20 } } }],
    ['20', { dollars: 20 }],
    ['$10,000', { dollars: 10_000 }],
    ['10000.01', { problem: { id: 'amountLimits.above', values: { maximum: 10_000 } } }],
  ])('%s -> %o', (amount, reading) => {
    expect(checkAmount(amount, defaults)).toEqual(reading);
  });

  it('names the display minimum, which may differ from the enforced one', () => {
    const limits = initialAmountLimits({ minimumLoadAmount: 10, displayMinimumAmount: 12.5 });
    expect(checkAmount('5', limits)).toEqual({
      problem: { id: 'amountLimits.below', values: { minimum: 12.5 } },
    });
    expect(limitTexts.hint(limits).values).toEqual({ minimum: 12.5, maximum: 10_000 });
  });

  it('never says a minimum lower than the one enforced', () => {
    const limits = initialAmountLimits({ minimumLoadAmount: 25, displayMinimumAmount: 20 });
    expect(checkAmount('22', limits)).toEqual({
      problem: { id: 'amountLimits.below', values: { minimum: 25 } },
    });
    expect(limitTexts.hint(limits).values).toEqual({ minimum: 25, maximum: 10_000 });
  });
});

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

describe('micro-deposit amounts', () => {
  it.each([
    ['0.32', 0.32],
    ['.45', 0.45],
    ['0.99', 0.99],
    ['0', undefined],
    ['1.00', undefined],
    ['', undefined],
    ['0.321', undefined],
  ])('%s -> %s', (typed, amount) => {
    expect(microAmount(typed)).toBe(amount);
  });

  it('asks for both amounts', () => {
    expect(microDepositErrors({ amount1: '0.32', amount2: '' })).toEqual({
      amount2: FUNDING_TEXTS.microAmount,
    });
  });
});
