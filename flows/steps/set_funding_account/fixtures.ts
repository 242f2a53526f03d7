import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FUNDING_TEXTS } from '../../rules/funding';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_1 asks how money comes in as its eighth group of ten.
const atFunding = atGroup('parent_flow_1', 'funding', [
  { name: 'set_funding_account', kind: 'funding_account' },
]);
const hiding = (flags: Record<string, boolean>) =>
  withParts(atFunding, { toggles: { hideFunding: true, ...flags } });

/** Every state of the funding choice (set_funding_account) a parent can reach. */
export const fundingFixtures = {
  empty: stateFixture('Nothing picked', atFunding),
  picked: stateFixture(
    'Debit card picked',
    withParts(atFunding, typedInto('set_funding_account', { method: 'debit' })),
  ),
  nothingChosen: stateFixture(
    'Continue with nothing picked',
    withParts(atFunding, typedInto('set_funding_account', {}, { method: FUNDING_TEXTS.method })),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(atFunding, typedInto('set_funding_account', { method: 'manual', chosen: null }), {
      registration: { error: ERROR_MESSAGES.default },
    }),
  ),
  hidePlaid: stateFixture('Instant bank link hidden', hiding({ hidePlaid: true })),
  hideManualACH: stateFixture('Bank details hidden', hiding({ hideManualACH: true })),
  hideDebit: stateFixture('Debit card hidden', hiding({ hideDebit: true })),
  nothingToOffer: stateFixture(
    'Every way to add money hidden',
    hiding({ hidePlaid: true, hideManualACH: true, hideDebit: true }),
  ),
  everyOption: stateFixture(
    'Every payment option usable here',
    withParts(atFunding, {
      toggles: { applePay: true, googlePay: true, paypal: true, venmo: true },
      registration: { usablePaymentOptions: ['applePay', 'googlePay', 'paypal', 'venmo'] },
    }),
  ),
  payPalButton: stateFixture(
    "PayPal picked under Braintree: PayPal's own button instead of Continue",
    withParts(atFunding, {
      toggles: { paypal: true },
      registration: { usablePaymentOptions: ['paypal'] },
      form: { drafts: { set_funding_account: { method: 'paypal' } } },
      config: { payments: { provider: 'braintree', environment: 'sandbox' } },
    }),
  ),
  walletsNotHere: stateFixture(
    'Wallets on, no wallet in this browser',
    withParts(atFunding, {
      toggles: { applePay: true, googlePay: true, paypal: true },
      registration: { usablePaymentOptions: ['paypal'] },
    }),
  ),
  walletPicked: stateFixture(
    'Apple Pay picked, its sheet open',
    withParts(atFunding, typedInto('set_funding_account', { method: 'applePay' }), {
      toggles: { applePay: true },
      registration: {
        usablePaymentOptions: ['applePay'],
        loading: true,
        loadingFlags: { payment: true },
      },
    }),
  ),
  reOrdered: stateFixture(
    'Debit card first',
    withParts(atFunding, { toggles: { reOrderDebitOnFundingScreen: true } }),
  ),
};
