import type { FundingMethod, PaymentOption } from '../../vocabulary/domain';
import { wordsOf } from '../../vocabulary/messages/sentence';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import {
  BankLinkCancelled,
  BankLinkFailed,
  type BankLinkPort,
  type BankLinkRequest,
  type BankLinkResult,
  withoutOAuthState,
} from '../platform/bank-link';
import { catalogueOf } from '../platform/catalogues';
import {
  CardFieldsInvalid,
  PaymentCancelled,
  type PaymentMethod,
  type PaymentsAdapter,
  ThreeDSecureFailed,
} from '../platform/payments';
import {
  debitCardErrors,
  FUNDING_TEXTS,
  type ManualBankInput,
  manualBankErrors,
  microAmount,
  microDepositErrors,
  shouldLookUpBank,
} from '../rules/funding';
import { enabledPaymentOptions, PAYMENT_OPTIONS } from '../rules/funding-methods';
import { REGISTRATION_STEP_NAMES } from '../rules/registration-steps';
import { errorCleared } from '../steps/action-phases';
import {
  braintreeTokenFetched,
  challengeShown,
  fundingAccountsLoaded,
  paymentOptionsFound,
  plaidLinkTokenFetched,
  walletMinimumLoaded,
} from '../steps/funding-facts';
import { pendingFundingAccountId } from '../steps/funding-flow';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { follow } from './follow';
import { clearForm, editDraft, noteInDraft, showFieldErrors } from './form-actions';
import { createRegistrationActions } from './registration-actions';
import { runAction } from './run-action';

/** A form's draft as text fields (flows/model/form-state). */
const textDraft = <K extends string>(form: string, keys: readonly K[]): Record<K, string> => {
  const draft = formState.drafts[form] ?? {};
  return Object.fromEntries(
    keys.map((key) => [key, typeof draft[key] === 'string' ? draft[key] : '']),
  ) as Record<K, string>;
};

/** Where the link token waits while the link is open (an OAuth bank may reload the page). */
const OAUTH_LINK_TOKEN_KEY = 'webreg:bank-link';

/** The provider's own words for a failed link; the server's otherwise. */
const providerWords = (error: unknown, serverMessage: string) =>
  error instanceof BankLinkFailed ? error.message : serverMessage;

const MANUAL_FIELDS = ['routingNumber', 'accountNumber', 'confirmAccountNumber'] as const;

const isPaymentOption = (method: FundingMethod): method is PaymentOption =>
  (PAYMENT_OPTIONS as readonly string[]).includes(method);

/** Funding look-ups around the question flow: link token, accounts, the first-load minimum. */
export function createFundingActions(deps: ActionDeps) {
  const registration = createRegistrationActions(deps);

  /**
   * Opens the link. Plaid's OAuth return needs the same link token after the page came back
   * from the bank, so it waits in session storage while the link is open (a link token opens
   * nothing but the link: sandbox/jwt.ts), and goes as soon as the link settles.
   */
  const openLink = async (port: BankLinkPort, request: BankLinkRequest) => {
    deps.storage.setItem(OAUTH_LINK_TOKEN_KEY, request.linkToken);
    try {
      return await port.open(request);
    } catch (error) {
      if (error instanceof BankLinkCancelled) return undefined;
      throw error;
    } finally {
      deps.storage.removeItem(OAUTH_LINK_TOKEN_KEY);
    }
  };

  const answerLinked = (form: string, linked: BankLinkResult) =>
    registration.answer(
      { [form]: { type: 'instant', publicToken: linked.publicToken, accountId: linked.accountId } },
      { form },
    );

  /** The bank-name lookup's outcome, beside the typed numbers (it clears no page error). */
  const setLookup = (form: string, lookup: { bankName?: string; bankLookupError?: string }) =>
    noteInDraft(form, lookup, ['bankName', 'bankLookupError']);

  /** get_funding_accounts: after a reload the account awaiting verification is found here. */
  const loadFundingAccounts = () =>
    runAction('fundingAccounts', deps, async () => {
      const { fundingAccounts } = await deps.clients.registration.query('get_funding_accounts');
      void applyChanges(fundingAccountsLoaded(fundingAccounts));
      return fundingAccounts;
    });

  /** Opens a method's own form, or (null) goes back to the choice. */
  const openFundingMethod = (form: string, method: FundingMethod | null) => {
    // A refusal belongs to the page it came from.
    void applyChanges(errorCleared());
    editDraft(form, { chosen: method });
  };

  let payments: Promise<PaymentsAdapter> | undefined;
  /** The adapter once made: a wallet's sheet must open without waiting for anything. */
  let ready: PaymentsAdapter | undefined;
  let challenge: AbortController | undefined;

  /** The adapter for this page, made once with the client token (get_braintree_client_token). */
  const adapter = () => {
    payments ??= (async () => {
      if (!deps.payments) throw new Error('No payments adapter on this page.');
      const { braintreeAccessToken } = await deps.clients.registration.query(
        'get_braintree_client_token',
      );
      void applyChanges(braintreeTokenFetched(braintreeAccessToken));
      ready = await deps.payments(braintreeAccessToken);
      return ready;
    })().catch((error: unknown) => {
      payments = undefined;
      throw error;
    });
    return payments;
  };

  /** The payment method's nonce as set_funding_account's answer: never a card number. */
  const answerWith = (form: string, method: PaymentMethod) =>
    registration.answer(
      {
        [registrationState.questions[0]?.name ?? form]: {
          type: method.type,
          paymentMethodNonce: method.nonce,
          ...(method.lastFour ? { lastFour: method.lastFour } : {}),
        },
      },
      { debitSaved: method.type === 'debit', form },
    );

  const endChallenge = () => {
    challenge = undefined;
    void applyChanges(challengeShown(false));
  };

  /**
   * A wallet sheet, or the PayPal or Venmo window; closing it is no failure. Safari starts an
   * ApplePaySession only in the click's own handler, and a browser opens a window only there:
   * pay() is called before any await (the options are offered only once the adapter is
   * ready, and runAction calls this synchronously).
   */
  const payWith = (form: string, option: PaymentOption) =>
    runAction('payment', deps, async () => {
      let method: PaymentMethod;
      try {
        method = await (ready ? ready.pay(option) : adapter().then((made) => made.pay(option)));
      } catch (error) {
        if (error instanceof PaymentCancelled) return;
        throw error;
      }
      await answerWith(form, method);
    });

  /**
   * get_initial_funding: under minimumWalletLoad, the minimum the server enforces for the
   * first load (kept for the page to show and check against).
   */
  const loadWalletMinimum = () =>
    runAction('initialFunding', deps, async () => {
      if (!deps.toggles().minimumWalletLoad) return;
      const { minimumLoadAmount } = await deps.clients.registration.query('get_initial_funding');
      void applyChanges(walletMinimumLoaded(minimumLoadAmount));
    });

  return {
    openFundingMethod,

    /**
     * Entering the funding step: the client token, the provider's SDK (its own chunk), and
     * which of the payment options the toggles enable this browser can use. A failure hides
     * the options and leaves the banks and the card form as they are.
     */
    preparePayments: async () => {
      const enabled = enabledPaymentOptions(deps.toggles());
      try {
        const usable = await (await adapter()).usable(enabled);
        void applyChanges(paymentOptionsFound(usable));
      } catch (error) {
        deps.log('payments: the provider could not be prepared', error);
        void applyChanges(paymentOptionsFound([]));
      }
    },

    /**
     * Draws PayPal's own button (Braintree) into the choice's slot: its approval is answered
     * like any payment method, its window closed is no error, its failure the page's error.
     * Resolves with the button's removal (a no-op when it could not be drawn).
     */
    mountPayButton: async (form: string, option: PaymentOption): Promise<() => void> => {
      try {
        const payments = await adapter();
        const remove = await payments.renderPayButton?.(option, {
          onApproved: (method) => void runAction('payment', deps, () => answerWith(form, method)),
          // The catalogue's default text: PayPal's own words are not the page's.
          onError: (error) => void runAction('payment', deps, () => Promise.reject(error)),
        });
        return remove ?? (() => {});
      } catch (error) {
        deps.log('payments: the provider button could not be drawn', error);
        return () => {};
      }
    },

    /**
     * Mounts the provider's card fields once the card form is on the page, where the provider
     * draws its own (Braintree) with the form's labels in the page's language. A provider that
     * could not be prepared was logged on entering the step: the form then has no fields to draw.
     */
    mountCardFields: async () => {
      const payments = await adapter().catch(() => undefined);
      if (payments?.hostedFields)
        await payments.mountCardFields(catalogueOf(registrationState.locale));
    },

    /**
     * "save debit card": the page's own checks (the sandbox's fields), then the card's nonce
     * (3-D Secure first under challengeRequested3dsEnabled), then the answer.
     */
    saveDebitCard: (form: string) =>
      runAction(
        'debitCard',
        deps,
        async () => {
          const payments = await adapter();
          const card = textDraft(form, ['cardNumber', 'expiry', 'cvc', 'zip'] as const);
          // The provider's hosted fields check what was typed themselves (below); a try's
          // errors at the fields go either way, or they would hide this try's own outcome.
          const found = payments.hostedFields ? {} : debitCardErrors(card, deps.today());
          showFieldErrors(form, found);
          if (Object.keys(found).length > 0) return;
          challenge = new AbortController();
          let method: PaymentMethod;
          try {
            method = await payments.tokenizeCard({
              card,
              threeDSecure: deps.toggles().challengeRequested3dsEnabled,
              onChallenge: () => void applyChanges(challengeShown(true)),
              signal: challenge.signal,
            });
          } catch (error) {
            if (error instanceof PaymentCancelled) return;
            if (error instanceof CardFieldsInvalid) {
              showFieldErrors(
                form,
                Object.fromEntries(error.fields.map((field) => [field, FUNDING_TEXTS[field]])),
              );
              return;
            }
            throw error;
          } finally {
            endChallenge();
          }
          await answerWith(form, method);
        },
        {
          message: (error, serverMessage) =>
            error instanceof ThreeDSecureFailed ? FUNDING_TEXTS.threeDSecureFailed : serverMessage,
          // The card form sits inside the funding question: section 2 names its own step.
          step: REGISTRATION_STEP_NAMES.saveDebitCard,
        },
      ),

    /**
     * The choice's Continue: the picked method's form, a wallet sheet or PayPal / Venmo window
     * (no form of ours: the provider's window asks), or the page's own "choose one".
     */
    continueToFundingMethod: (form: string) => {
      const method = formState.drafts[form]?.method as FundingMethod | undefined;
      if (!method) showFieldErrors(form, { method: FUNDING_TEXTS.method });
      else if (isPaymentOption(method)) void payWith(form, method);
      else openFundingMethod(form, method);
    },

    /** Closing the bank's check: the card stays on the page, unsaved. */
    cancelChallenge: () => {
      challenge?.abort();
      endChallenge();
    },

    /**
     * Instant bank link: a link token (get_plaid_link_token, params.platform), the bank-link
     * port this page uses (deps.bankLink: sandbox, Plaid or the app's own flow), then the
     * account picked as the funding answer. Closing the link without an account is no failure.
     */
    linkBankAccount: async (form: string) => {
      const port = deps.bankLink?.();
      if (!port) return;
      const linked = await runAction(
        'bankLink',
        deps,
        async () => {
          const { plaidLinkToken } = await deps.clients.registration.plaidLinkToken(port.platform);
          void applyChanges(plaidLinkTokenFetched(plaidLinkToken));
          return openLink(port, { linkToken: plaidLinkToken });
        },
        { message: providerWords },
      );
      if (linked) await answerLinked(form, linked);
    },

    /**
     * Back from an OAuth bank (the page's address carries its oauth_state_id): the link opens
     * again with the same link token and that address (receivedRedirectUri), and the address
     * bar drops the state. Without the token kept for the round trip, the page says so.
     */
    resumeBankLink: async (form: string) => {
      const receivedRedirectUri = deps.oauthReturn?.();
      const port = deps.bankLink?.();
      if (!receivedRedirectUri || !port) return;
      deps.replaceAddress?.(withoutOAuthState(receivedRedirectUri));
      const linkToken = deps.storage.getItem(OAUTH_LINK_TOKEN_KEY);
      const linked = await runAction(
        'bankLink',
        deps,
        async () => {
          if (!linkToken) throw new BankLinkFailed(FUNDING_TEXTS.bankLinkLost);
          return openLink(port, { linkToken, receivedRedirectUri });
        },
        { message: providerWords },
      );
      if (linked) await answerLinked(form, linked);
    },

    /**
     * The manual account form's edit: kept in the draft (never in storage: the redaction list
     * names both numbers), and the bank's name looked up as soon as the routing number is
     * complete. The lookup's failure shows at the field only and does not scroll (section 4).
     */
    editManualBank: async (form: string, values: ManualBankInput) => {
      const before = textDraft(form, ['routingNumber'] as const).routingNumber;
      editDraft(form, values);
      if (values.routingNumber === before) return;
      setLookup(form, {});
      if (!shouldLookUpBank(values.routingNumber)) return;
      const bankName = await registration.lookupBankName(values.routingNumber);
      // A newer number was typed meanwhile: this answer is about another bank.
      if (formState.drafts[form]?.routingNumber !== values.routingNumber) return;
      if (bankName) setLookup(form, { bankName });
      else {
        setLookup(form, {
          bankLookupError: wordsOf(registrationState.error) ?? FUNDING_TEXTS.bankNotFound,
        });
        void applyChanges(errorCleared());
      }
    },

    /** The manual account's Continue: the page's checks, then the funding answer (checking). */
    submitManualBank: async (form: string) => {
      const values = textDraft(form, MANUAL_FIELDS);
      const found = manualBankErrors(values);
      const lookupError = formState.drafts[form]?.bankLookupError;
      if (!found.routingNumber && typeof lookupError === 'string')
        found.routingNumber = lookupError;
      showFieldErrors(form, found);
      if (Object.keys(found).length > 0) return;
      await registration.answer(
        {
          [form]: {
            type: 'checking',
            routingNumber: values.routingNumber,
            accountNumber: values.accountNumber,
          },
        },
        { form },
      );
    },

    loadFundingAccounts,

    /**
     * Entering the first load: the minimum is asked for while minimumWalletLoad is on, which a
     * reload may learn only after the page is shown. Returns the stop.
     */
    loadWalletMinimumWhileOn: () =>
      follow(
        () => deps.toggles().minimumWalletLoad,
        (on) => {
          if (on) void loadWalletMinimum();
        },
      ),

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
