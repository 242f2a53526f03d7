import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// The instant bank link picked on parent_flow_1's funding group (the eighth of ten).
const atBankLink = withParts(
  atGroup('parent_flow_1', 'funding', [{ name: 'set_funding_account', kind: 'funding_account' }]),
  typedInto('set_funding_account', { method: 'instant', chosen: 'instant' }),
);

/** Every state of the instant bank link a parent can reach. */
export const bankLinkFixtures = {
  idle: stateFixture('Ready to link', atBankLink),
  opening: stateFixture(
    'The link opening',
    withParts(atBankLink, { registration: { loading: true, loadingFlags: { bankLink: true } } }),
  ),
  failed: stateFixture(
    'The link failed',
    withParts(atBankLink, {
      registration: { error: 'We could not open the bank link. Please try again.' },
    }),
  ),
  refused: stateFixture(
    'The account refused',
    withParts(atBankLink, {
      registration: {
        error: 'We could not link that bank. Please try again.',
        errorCode: 'ERR_INVALID_PUBLIC_TOKEN',
      },
    }),
  ),
  manualHidden: stateFixture(
    'Bank details hidden',
    withParts(atBankLink, { toggles: { hideFunding: true, hideManualACH: true } }),
  ),
};
