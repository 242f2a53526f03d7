import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { PASSWORD_RESET_MESSAGE } from '../session';

const returning = { user: { phoneNumber: '+15551234567', nextRegStep: 'login' as const } };
const typed = { form: { drafts: { [FORMS.login]: { password: 'correct-horse' } }, errors: {} } };

/** Every state of the login step. */
export const loginFixtures = {
  empty: stateFixture('Empty', returning),
  filled: stateFixture('Password typed', withParts(returning, typed)),
  loggingIn: stateFixture(
    'Logging in',
    withParts(returning, typed, {
      registration: { loading: true, loadingFlags: { login: true } },
    }),
  ),
  noPassword: stateFixture(
    'Continue without a password',
    withParts(returning, {
      form: {
        drafts: {},
        errors: { [FORMS.login]: { password: PAGE_CHECK_MESSAGES.enterPassword } },
      },
    }),
  ),
  wrongPassword: stateFixture(
    'Wrong password',
    withParts(returning, typed, {
      registration: {
        error: 'The phone number or password is incorrect.',
        errorCode: 'ERR_UNAUTHORIZED',
      },
    }),
  ),
  serverError: stateFixture(
    'Failed',
    withParts(returning, typed, { registration: { error: ERROR_MESSAGES.default } }),
  ),
  passwordReset: stateFixture(
    'After a password reset',
    withParts(returning, {
      registration: { message: PASSWORD_RESET_MESSAGE },
    }),
  ),
  disableLoginBackButton: stateFixture(
    'No back link',
    withParts(returning, { toggles: { disableLoginBackButton: true } }),
  ),
};
