import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { stateFixture } from '../../views/fixtures/state-fixture';

const typed = { tempPhoneNumber: '(555) 123-4567' };

/** Every state of the phone step (the first page for everyone). */
export const phoneFixtures = {
  empty: stateFixture('Empty'),
  filled: stateFixture('Filled', { user: typed }),
  checking: stateFixture('Checking the number', {
    user: typed,
    registration: { loading: true, loadingFlags: { phoneCheck: true } },
  }),
  invalid: stateFixture('Not a 10-digit number', {
    user: { tempPhoneNumber: '(555) 123' },
    form: {
      drafts: {},
      errors: { [FORMS.phone]: { phoneNumber: PAGE_CHECK_MESSAGES.invalidPhone } },
    },
  }),
  smsUnsupported: stateFixture('Number cannot take texts', {
    user: typed,
    registration: { error: ERROR_MESSAGES.smsUnsupported, errorCode: 'ERR_SMS_UNSUPPORTED' },
  }),
  serverError: stateFixture('Check failed', {
    user: typed,
    registration: { error: ERROR_MESSAGES.default },
  }),
  // Back after a registration call answered 401 (sections 4 and 8).
  sessionExpired: stateFixture('Session expired', {
    user: typed,
    registration: { timeoutError: ERROR_MESSAGES.sessionExpired },
  }),
};
