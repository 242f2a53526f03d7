import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { stateFixture } from '../../views/fixtures/state-fixture';

const atReset = { user: { nextRegStep: 'reset_password' as const } };
const values = (newPassword: string, verifyPassword: string) => ({
  drafts: { [FORMS.resetPassword]: { newPassword, verifyPassword } },
  errors: {},
});

/** Every state of reset password while the page holds the emailed link. */
export const resetPasswordFixtures = {
  empty: stateFixture('Empty', atReset),
  filled: stateFixture('Both typed', {
    ...atReset,
    form: values('a-new-password', 'a-new-password'),
  }),
  saving: stateFixture('Saving', {
    ...atReset,
    form: values('a-new-password', 'a-new-password'),
    registration: { loading: true, loadingFlags: { resetPassword: true } },
  }),
  missing: stateFixture('Continue with both empty', {
    ...atReset,
    form: {
      drafts: {},
      errors: {
        [FORMS.resetPassword]: {
          newPassword: PAGE_CHECK_MESSAGES.newPassword,
          verifyPassword: PAGE_CHECK_MESSAGES.verifyPassword,
        },
      },
    },
  }),
  // ltaResetPasswordExperience: the identity service takes one password, so the page checks.
  mismatch: stateFixture('Newer reset page, passwords differ', {
    ...atReset,
    toggles: { ltaResetPasswordExperience: true },
    form: {
      drafts: { [FORMS.resetPassword]: { newPassword: 'a-new-password', verifyPassword: 'other' } },
      errors: { [FORMS.resetPassword]: { verifyPassword: PAGE_CHECK_MESSAGES.passwordMismatch } },
    },
  }),
  tooWeak: stateFixture('Password refused', {
    ...atReset,
    form: values('short', 'short'),
    registration: {
      error: 'Your password must be at least 8 characters.',
      errorCode: 'ERR_INVALID_PASSWORD',
    },
  }),
  serverMismatch: stateFixture('Passwords differ (server)', {
    ...atReset,
    form: values('a-new-password', 'other'),
    registration: {
      error: PAGE_CHECK_MESSAGES.passwordMismatch,
      errorCode: 'ERR_PASSWORD_MISMATCH',
    },
  }),
  linkExpired: stateFixture('Link expired', {
    ...atReset,
    form: values('a-new-password', 'a-new-password'),
    registration: {
      error: 'This reset link is invalid or has expired. Please request a new one.',
      errorCode: 'ERR_INVALID_RESET_TOKEN',
    },
  }),
  serverError: stateFixture('Failed', {
    ...atReset,
    form: values('a-new-password', 'a-new-password'),
    registration: { error: ERROR_MESSAGES.default },
  }),
};

/** Reset password once the page has forgotten the link (a reload). */
export const resetLinkForgottenFixtures = {
  afterReload: stateFixture('After a reload', atReset),
};
