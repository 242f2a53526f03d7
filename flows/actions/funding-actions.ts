import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { type BankLinkAdapter, BankLinkCancelled } from '../platform/bank-link';
import type { FundingMethod } from '../rules/domain';
import { FUNDING_TEXTS, microAmount, microDepositErrors } from '../rules/funding';
import { pendingFundingAccountId } from '../steps/funding-flow';
import type { ActionDeps } from './deps';
import { clearForm, editDraft, showFieldErrors } from './form-actions';
import { createRegistrationActions } from './registration-actions';
import { runAction } from './run-action';

/** A form's draft as text fields (flows/model/form-state). */
const textDraft = <K extends string>(form: string, keys: readonly K[]): Record<K, string> => {
  const draft = formState.drafts[form] ?? {};
  return Object.fromEntries(
    keys.map((key) => [key, typeof draft[key] === 'string' ? draft[key] : '']),
  ) as Record<K, string>;
};

/** Funding look-ups around the question flow: link token, accounts, the first-load minimum. */
export function createFundingActions(deps: ActionDeps) {
  const registration = createRegistrationActions(deps);

  /** get_funding_accounts: after a reload the account awaiting verification is found here. */
  const loadFundingAccounts = () =>
    runAction('fundingAccounts', deps, async () => {
      const { fundingAccounts } = await deps.clients.registration.query('get_funding_accounts');
      userState.fundingAccounts = fundingAccounts;
      return fundingAccounts;
    });

  /** Opens a method's own form, or (null) goes back to the choice. */
  const openFundingMethod = (form: string, method: FundingMethod | null) => {
    // A refusal belongs to the page it came from.
    registrationState.error = null;
    registrationState.errorCode = null;
    editDraft(form, { chosen: method });
  };

  return {
    openFundingMethod,

    /** The choice's Continue: the picked method's form, or the page's own "choose one". */
    continueToFundingMethod: (form: string) => {
      const method = formState.drafts[form]?.method as FundingMethod | undefined;
      if (!method) showFieldErrors(form, { method: FUNDING_TEXTS.method });
      else openFundingMethod(form, method);
    },

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

    loadFundingAccounts,

    /**
     * get_initial_funding: under minimumWalletLoad, the minimum the server enforces for the
     * first load (kept for the page to show and check against).
     */
    loadWalletMinimum: () =>
      runAction('initialFunding', deps, async () => {
        if (!deps.toggles().minimumWalletLoad) return;
        const { minimumLoadAmount } = await deps.clients.registration.query('get_initial_funding');
        if (minimumLoadAmount) registrationState.walletMinimum = { minimumLoadAmount };
      }),

    /**
     * The two amounts of the form, checked here first, then sent for the account awaiting
     * them. A reload may have lost which account that is: the look-up on entering finds it.
     */
    verifyMicroDeposits: async (form: string) => {
      const values = textDraft(form, ['amount1', 'amount2'] as const);
      const found = microDepositErrors(values);
      showFieldErrors(form, found);
      const instantFundingAccountId = pendingFundingAccountId(userState);
      if (Object.keys(found).length > 0 || !instantFundingAccountId) return;
      await registration.verifyDebitNow({
        instantFundingAccountId,
        amount1: microAmount(values.amount1)!,
        amount2: microAmount(values.amount2)!,
      });
      if (!registrationState.needsVerification) clearForm(form);
    },

    /** Entering the two-amount page after a reload: finds the account awaiting them. */
    findPendingAccount: async () => {
      if (!pendingFundingAccountId(userState)) await loadFundingAccounts();
    },
  };
}
