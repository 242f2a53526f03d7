import { SANDBOX_BANK } from '../../../vocabulary/magic-values';
import { FUNDING_TEXTS } from '../../rules/funding';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// The manual bank account picked on parent_flow_1's funding group (the eighth of ten).
const atFunding = atGroup('parent_flow_1', 'funding', [
  { name: 'set_funding_account', kind: 'funding_account' },
]);
const chosen = { method: 'manual', chosen: 'manual' };
const typed = (draft: Record<string, unknown>, errors: Record<string, string> = {}) =>
  withParts(atFunding, typedInto('set_funding_account', { ...chosen, ...draft }, errors));

// The sandbox's bank (vocabulary/magic-values); 011000015 has a valid checksum and no bank.
const FILLED = {
  routingNumber: SANDBOX_BANK.routingNumber,
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  bankName: SANDBOX_BANK.name,
};

/** Every state of the manual bank account form a parent can reach. */
export const manualBankFixtures = {
  empty: stateFixture('Nothing typed', typed({})),
  filled: stateFixture('Both numbers typed, the bank found', typed(FILLED)),
  lookingUp: stateFixture(
    'Looking up the bank',
    withParts(typed({ routingNumber: SANDBOX_BANK.routingNumber }), {
      registration: { loading: true, loadingFlags: { bankName: true } },
    }),
  ),
  bankNotFound: stateFixture(
    'No bank with that routing number',
    typed({ routingNumber: '011000015', bankLookupError: FUNDING_TEXTS.bankNotFound }),
  ),
  invalidRoutingNumber: stateFixture(
    'Continue with a short routing number',
    typed({ routingNumber: '11000' }, { routingNumber: FUNDING_TEXTS.routingNumber }),
  ),
  numbersDoNotMatch: stateFixture(
    'The account numbers do not match',
    typed(
      { ...FILLED, confirmAccountNumber: '000123456780' },
      { confirmAccountNumber: FUNDING_TEXTS.confirmAccountNumber },
    ),
  ),
  sending: stateFixture(
    'Sending the account',
    withParts(typed(FILLED), {
      registration: { loading: true, loadingFlags: { answer: true } },
    }),
  ),
  serverError: stateFixture(
    'Answer not sent',
    withParts(typed(FILLED), {
      registration: { error: 'An unexpected error occurred. Please try again later.' },
    }),
  ),
};
