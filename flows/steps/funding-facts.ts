import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import type { StepChanges } from './changes';

/**
 * What the funding step learns from the services and the payment provider (spec section 7),
 * kept for its pages: the accounts, the tokens a provider's widget opens with, the options
 * this browser can use, and whether the bank's own check is open.
 */

/** get_funding_accounts: after a reload the account awaiting verification is found here. */
export const fundingAccountsLoaded = (
  fundingAccounts: UserState['fundingAccounts'],
): StepChanges => ({
  user: { fundingAccounts },
});

/** get_braintree_client_token: the provider's adapter is made with it. */
export const braintreeTokenFetched = (braintreeAccessToken: string): StepChanges => ({
  registration: { braintreeAccessToken },
});

/** get_plaid_link_token: the bank link opens with it. */
export const plaidLinkTokenFetched = (plaidLinkToken: string): StepChanges => ({
  registration: { plaidLinkToken },
});

/** The payment options the toggles enable that this browser can use (none when unprepared). */
export const paymentOptionsFound = (
  usablePaymentOptions: RegistrationState['usablePaymentOptions'],
): StepChanges => ({ registration: { usablePaymentOptions } });

/** The bank's 3-D Secure check opened over the card form, or closed. */
export const challengeShown = (challengeOpen: boolean): StepChanges => ({
  registration: { challengeOpen },
});

/** get_initial_funding: the minimum of a first load, when the server enforces one. */
export const walletMinimumLoaded = (
  minimumLoadAmount: number | null | undefined,
): StepChanges | undefined =>
  minimumLoadAmount ? { registration: { walletMinimum: { minimumLoadAmount } } } : undefined;
