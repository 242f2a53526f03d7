import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// A parent at validate, where an access request is needed, with proveMobileAuth on.
const atValidate = {
  user: { phoneNumber: '+15551234567', role: 'parent' as const, nextRegStep: 'validate' as const },
  registration: { needsAccessRequest: true },
  toggles: { proveMobileAuth: true },
};
const inState = (
  proveMobileAuthState: 'initial-redirect' | 'pending' | 'success' | 'failure' | 'invalidated',
) => withParts(atValidate, { registration: { proveMobileAuthState } });

/** Every state of mobile-number authentication (spec section 4). */
export const mobileAuthFixtures = {
  notAsked: stateFixture('Not asked yet', atValidate),
  initialRedirect: stateFixture(
    'Redirect requested (initial-redirect)',
    inState('initial-redirect'),
  ),
  pending: stateFixture('Redirect received (pending)', inState('pending')),
  success: stateFixture(
    'Confirmed (success)',
    withParts(inState('success'), { registration: { needsAccessRequest: false } }),
  ),
  failure: stateFixture('Carrier said no (failure)', inState('failure')),
  invalidated: stateFixture('Confirmation expired (invalidated)', inState('invalidated')),
  redirectFailed: stateFixture(
    'The redirect could not be asked for',
    withParts(atValidate, {
      registration: { error: ERROR_MESSAGES.default, message: ERROR_MESSAGES.default },
    }),
  ),
};
