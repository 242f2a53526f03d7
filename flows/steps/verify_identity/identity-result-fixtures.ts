import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// The identity group (7 of 10) answered with the sandbox's fail SSN, or a check that could not run.
const atIdentity = atGroup('parent_flow_1', 'identity', [
  { name: 'verify_identity', kind: 'identity' },
]);
const failed = {
  registration: { error: ERROR_MESSAGES.identityVerification, errorCode: 'ERR_KYC_FAIL' },
};
const couldNotRun = {
  registration: {
    error: ERROR_MESSAGES.identityVerification,
    errorCode: 'ERR_IDENTITY_VERIFICATION',
  },
};
const embedded = {
  registration: { embeddedWebreg: true, appOs: 'ios', layoutType: 'compact' as const },
};

/** Every end of the identity check a parent can reach (ERR_KYC_FAIL, ERR_IDENTITY_VERIFICATION). */
export const identityResultFixtures = {
  fail: stateFixture('Identity not verified', withParts(atIdentity, failed)),
  failInsideTheApp: stateFixture(
    'Identity not verified, inside the app',
    withParts(atIdentity, failed, embedded),
  ),
  failWithRetry: stateFixture(
    'Identity not verified, a retry offered',
    withParts(atIdentity, failed, { toggles: { kycRetryEnabled: true } }),
  ),
  couldNotRun: stateFixture('Identity check could not run', withParts(atIdentity, couldNotRun)),
};
