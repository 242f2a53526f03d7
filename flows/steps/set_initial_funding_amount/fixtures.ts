import { SANDBOX_BANK } from '../../../vocabulary/magic-values';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { SERVER_ANSWERS_EN } from '../../../vocabulary/messages/server-answers.en';
import { AMOUNT_TEXTS, limitTexts } from '../../rules/dollar-amount';
import { MAXIMUM_INITIAL_LOAD } from '../../rules/funding';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_1 asks the first load as its ninth group of ten, after a debit card.
const atAmount = withParts(
  atGroup('parent_flow_1', 'initial_funding', [
    { name: 'set_initial_funding_amount', kind: 'amount' },
  ]),
  { user: { funding: { type: 'debit', fundingAccountId: 'fa-1', needsVerify: false } } },
);
const typed = (amount: string, error?: Sentence) =>
  withParts(
    atAmount,
    typedInto('set_initial_funding_amount', { amount }, error ? { amount: error } : {}),
  );
const walletMinimum = (minimumLoadAmount: number) => ({
  toggles: { minimumWalletLoad: true },
  registration: { walletMinimum: { minimumLoadAmount } },
});

/** Every state of the first load (set_initial_funding_amount) a parent can reach. */
export const initialFundingFixtures = {
  empty: stateFixture('Empty', atAmount),
  typed: stateFixture('Typed as money', typed('$1,000')),
  submitting: stateFixture(
    'Submitting',
    withParts(typed('50'), { registration: { loadingFlags: { answer: true } } }),
  ),
  aboveMaximum: stateFixture(
    '$1,000,000: above the maximum',
    typed('$1,000,000', limitTexts.above(MAXIMUM_INITIAL_LOAD)),
  ),
  belowMinimum: stateFixture('Below the minimum', typed('5', limitTexts.below(20))),
  notAnAmount: stateFixture('1e3: not an amount', typed('1e3', AMOUNT_TEXTS.shape)),
  minus: stateFixture('-5: a minus sign', typed('-5', AMOUNT_TEXTS.minus)),
  serverRefused: stateFixture(
    'Refused by the server',
    withParts(typed('50'), {
      registration: {
        error: SERVER_ANSWERS_EN.ERR_INVALID_AMOUNT,
        errorCode: 'ERR_INVALID_AMOUNT',
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(typed('50'), { registration: { error: ERROR_MESSAGES.default } }),
  ),
  fromBank: stateFixture(
    'From a linked bank',
    withParts(atAmount, {
      user: {
        funding: { type: 'instant', fundingAccountId: 'fa-2', needsVerify: false },
        bankName: SANDBOX_BANK.name,
      },
    }),
  ),
  walletMinimum: stateFixture('Wallet minimum of $25', withParts(atAmount, walletMinimum(25))),
  walletDesign: stateFixture(
    'Suggested amounts',
    withParts(atAmount, { toggles: { parentFundWalletDesign: true } }),
  ),
  walletDesignPicked: stateFixture(
    'Suggested amounts, $50 picked',
    withParts(typed('50'), { toggles: { parentFundWalletDesign: true } }),
  ),
  walletDesignWithMinimum: stateFixture(
    'Suggested amounts with a wallet minimum of $75',
    withParts(typed('75'), walletMinimum(75), { toggles: { parentFundWalletDesign: true } }),
  ),
};
