import { describe, expect, it } from 'vitest';
import {
  braintreeTokenFetched,
  challengeShown,
  fundingAccountsLoaded,
  paymentOptionsFound,
  plaidLinkTokenFetched,
  walletMinimumLoaded,
} from './funding-facts';

describe('what the funding step learns', () => {
  it('keeps the accounts, the providers tokens and the usable options', () => {
    const accounts = [{ id: 'f-1', type: 'checking' }];
    expect(fundingAccountsLoaded(accounts as never)).toEqual({
      user: { fundingAccounts: accounts },
    });
    expect(braintreeTokenFetched('bt')).toEqual({ registration: { braintreeAccessToken: 'bt' } });
    expect(plaidLinkTokenFetched('link')).toEqual({ registration: { plaidLinkToken: 'link' } });
    expect(paymentOptionsFound(['applePay'])).toEqual({
      registration: { usablePaymentOptions: ['applePay'] },
    });
  });

  it("opens and closes the bank's check", () => {
    expect(challengeShown(true)).toEqual({ registration: { challengeOpen: true } });
    expect(challengeShown(false)).toEqual({ registration: { challengeOpen: false } });
  });

  it('keeps a first load minimum only when the server enforces one', () => {
    expect(walletMinimumLoaded(25)).toEqual({
      registration: { walletMinimum: { minimumLoadAmount: 25 } },
    });
    expect(walletMinimumLoaded(0)).toBeUndefined();
    expect(walletMinimumLoaded(undefined)).toBeUndefined();
  });
});
