import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { addressWaits as parts } from '../register/fixtures';
import { ADDRESS_FIX_FORM } from './address-fix';

/** The address-check notice (uspsValidationUnblock): waiting, and being kept. */
export const addressCheckFixtures = {
  waiting: stateFixture('Address not confirmed', parts),
  keeping: stateFixture(
    'Keeping the address',
    withParts(parts, { registration: { loadingFlags: { resolveError: true } } }),
  ),
  fixing: stateFixture(
    'Fixing it in place',
    withParts(parts, { form: { drafts: { [ADDRESS_FIX_FORM]: { editing: true } }, errors: {} } }),
  ),
};
