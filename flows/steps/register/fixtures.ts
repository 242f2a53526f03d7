import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { SERVER_ANSWERS_EN } from '../../../vocabulary/messages/server-answers.en';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

const atComplete = atGroup('parent_flow_1', 'complete', [{ name: 'complete' }]);
const started = { registration: { registerStarted: true } };

/** At completion, the sandbox's answer to ZIP 99999: an unresolved error about the address. */
export const addressWaits = withParts(atComplete, started, {
  registration: {
    unresolvedErrors: [
      {
        id: 'fixture-error-1',
        action: 'set_legal_address',
        code: 'ERR_ADDRESS_UNVERIFIED',
        message: SERVER_ANSWERS_EN.ERR_ADDRESS_UNVERIFIED,
      },
    ],
  },
});

/**
 * The register step's own pages (rule.ts: registerPage): what the sandbox answers when the
 * postal check cannot confirm an address (ZIP 99999) is the unresolved error of addressCheck.
 */
export const registerStatusFixtures = {
  starting: stateFixture('Starting', {
    registration: { registrationToken: 'fixture-registration-token', loading: true },
    user: { nextRegStep: 'register' },
  }),
  completing: stateFixture(
    'Completing',
    withParts(atComplete, started, {
      registration: { loading: true, loadingFlags: { complete: true } },
    }),
  ),
  completeFailed: stateFixture(
    'Completing failed',
    withParts(atComplete, started, { registration: { error: ERROR_MESSAGES.default } }),
  ),
  addressCheck: stateFixture('One last check', addressWaits),
  loadFailed: stateFixture(
    'Loading failed',
    withParts(atComplete, started, {
      registration: { questions: [], error: ERROR_MESSAGES.default },
    }),
  ),
};
