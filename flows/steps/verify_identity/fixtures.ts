import type { SSN_OUTCOMES } from '../../../vocabulary/magic-values';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { KYC_CODES } from '../../rules/error-codes';
import { IDENTITY_TEXTS } from '../../rules/identity';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { IDENTITY_FORM } from './rule';

// The identity group is the seventh of parent_flow_1's ten. The number typed is the sandbox's
// that passes (vocabulary/magic-values).
const PASSING_SSN = '123450001' satisfies keyof typeof SSN_OUTCOMES;
const atIdentity = atGroup('parent_flow_1', 'identity', [
  { name: 'verify_identity', kind: 'identity' },
]);
const typed = (ssn: string, errors: Record<string, string> = {}) =>
  withParts(atIdentity, typedInto(IDENTITY_FORM, { ssn }, errors));

/** Every state of the identity group's page (verify_identity) a parent can reach. */
export const identityDetailsFixtures = {
  empty: stateFixture('Empty', atIdentity),
  typed: stateFixture('Number typed', typed(PASSING_SSN)),
  submitting: stateFixture(
    'Submitting',
    withParts(typed(PASSING_SSN), { registration: { loadingFlags: { answer: true } } }),
  ),
  tooShort: stateFixture('Too short', typed('12345', { ssn: IDENTITY_TEXTS.ssn })),
  notIssued: stateFixture(
    'A number never issued',
    typed('000123456', { ssn: IDENTITY_TEXTS.ssnInvalid }),
  ),
  partialFail: stateFixture(
    'Partly failed: asked again',
    withParts(atIdentity, {
      registration: { error: ERROR_MESSAGES.partialIdentity, errorCode: KYC_CODES.partialFail },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(typed(PASSING_SSN), { registration: { error: ERROR_MESSAGES.default } }),
  ),
};
