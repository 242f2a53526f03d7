import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { type FixtureParts, stateFixture } from '../../views/fixtures/state-fixture';

const draft = (fields: Record<string, string>, errors?: Record<string, string>): FixtureParts => ({
  form: {
    drafts: { [FORMS.forgotPassword]: fields },
    errors: errors ? { [FORMS.forgotPassword]: errors } : {},
  },
  user: { phoneNumber: '+15551234567', nextRegStep: 'forgot_password' as const },
});

/** Every state of forgot password. */
export const forgotPasswordFixtures = {
  empty: stateFixture('Empty', draft({})),
  filled: stateFixture('Email typed', draft({ email: 'sam@example.com' })),
  sending: stateFixture('Sending the link', {
    ...draft({ email: 'sam@example.com' }),
    registration: { loading: true, loadingFlags: { forgotPassword: true } },
  }),
  invalid: stateFixture(
    'Not an email address',
    draft({ email: 'sam@' }, { email: PAGE_CHECK_MESSAGES.emailFormat }),
  ),
  serverError: stateFixture('Failed', {
    ...draft({ email: 'sam@example.com' }),
    registration: { error: ERROR_MESSAGES.default },
  }),
  sent: stateFixture('Link sent', draft({ email: 'sam@example.com', sentTo: 'sam@example.com' })),
};
