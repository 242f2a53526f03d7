import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FUNDING_TEXTS } from '../../rules/funding';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_1 asks how money comes in as its eighth group of ten; the card is picked there.
const atCard = withParts(
  atGroup('parent_flow_1', 'funding', [{ name: 'set_funding_account', kind: 'funding_account' }]),
  typedInto('set_funding_account', { method: 'debit', chosen: 'debit' }),
);
// Sandbox magic cards (server/README.md, vocabulary/sandbox-cards).
const card = (cardNumber: string) => ({
  method: 'debit',
  chosen: 'debit',
  cardNumber,
  expiry: '12 / 29',
  cvc: '123',
  zip: '94107',
});
const typed = (cardNumber: string, errors?: Record<string, string>) =>
  typedInto('set_funding_account', card(cardNumber), errors);
const threeDS = { toggles: { challengeRequested3dsEnabled: true } };

/** Every state of the card form ("save debit card") a parent can reach. */
export const debitCardFixtures = {
  empty: stateFixture('Nothing typed', atCard),
  filled: stateFixture('Card typed', withParts(atCard, typed('4242 4242 4242 4242'))),
  saving: stateFixture(
    'Saving',
    withParts(atCard, typed('4242 4242 4242 4242'), {
      registration: { loading: true, loadingFlags: { debitCard: true } },
    }),
  ),
  invalid: stateFixture(
    'Card details with mistakes',
    withParts(
      atCard,
      typedInto(
        'set_funding_account',
        { ...card('4242 4242'), expiry: '13 / 20', cvc: '1', zip: '941' },
        {
          cardNumber: FUNDING_TEXTS.cardNumber,
          expiry: FUNDING_TEXTS.expiry,
          cvc: FUNDING_TEXTS.cvc,
          zip: FUNDING_TEXTS.zip,
        },
      ),
    ),
  ),
  declined: stateFixture(
    'Declined by the sandbox',
    withParts(atCard, typed('4000 0000 0000 0002'), {
      registration: {
        error: 'Your card was declined. Please try a different card.',
        errorCode: 'ERR_CARD_DECLINED',
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(atCard, typed('4242 4242 4242 4242'), {
      registration: { error: ERROR_MESSAGES.default },
    }),
  ),
  challenge: stateFixture(
    "The bank's security check open (3-D Secure)",
    withParts(atCard, typed('4000 0000 0000 1091'), threeDS, {
      registration: { loading: true, loadingFlags: { debitCard: true }, challengeOpen: true },
    }),
  ),
  challengeFailed: stateFixture(
    "The bank's security check failed (3-D Secure)",
    withParts(atCard, typed('4000 0000 0000 1109'), threeDS, {
      registration: { error: FUNDING_TEXTS.threeDSecureFailed },
    }),
  ),
  hostedFields: stateFixture(
    "Braintree's hosted fields",
    withParts(atCard, {
      config: { payments: { provider: 'braintree', environment: 'sandbox' } },
    }),
  ),
};
