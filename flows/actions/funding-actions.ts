import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { type BankLinkAdapter, BankLinkCancelled } from '../platform/bank-link';
import type { ActionDeps } from './deps';
import { runAction } from './run-action';

/** Funding look-ups around the question flow: link token, accounts, the first-load minimum. */
export function createFundingActions(deps: ActionDeps) {
  return {
    /**
     * Gets a link token (get_plaid_link_token, params.platform) and opens the bank link with
     * it. Closing the link without an account is no failure: it resolves undefined quietly.
     */
    linkBank: (open: BankLinkAdapter, platform: 'web' | 'ios' | 'android' = 'web') =>
      runAction('bankLink', deps, async () => {
        const { plaidLinkToken } = await deps.clients.registration.plaidLinkToken(platform);
        registrationState.plaidLinkToken = plaidLinkToken;
        try {
          return await open(plaidLinkToken);
        } catch (error) {
          if (error instanceof BankLinkCancelled) return undefined;
          throw error;
        }
      }),

    /** get_funding_accounts: after a reload the account awaiting verification is found here. */
    loadFundingAccounts: () =>
      runAction('fundingAccounts', deps, async () => {
        const { fundingAccounts } = await deps.clients.registration.query('get_funding_accounts');
        userState.fundingAccounts = fundingAccounts;
        return fundingAccounts;
      }),

    /** get_initial_funding: the minimum the server enforces for the first load. */
    loadInitialFunding: () =>
      runAction('initialFunding', deps, () =>
        deps.clients.registration.query('get_initial_funding'),
      ),
  };
}
