import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { SERVER_ANSWERS_EN } from '../../../vocabulary/messages/server-answers.en';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_1 asks the email first and the password second, each on its own page.
const atEmail = atGroup('parent_flow_1', 'account_email', [
  { name: 'set_user_email', kind: 'email' },
]);
const atPassword = atGroup('parent_flow_1', 'account_password', [
  { name: 'set_user_password_and_confirm', kind: 'password_and_confirm' },
]);
const email = (draft: Record<string, unknown>): FixtureParts => ({
  form: { drafts: { set_user_email: draft }, errors: {} },
});
const typed = { email: 'sam@gmail.com', blurred: false, suggestion: '', keptEmail: '' };
const passwords = (password: string, confirmPassword: string): FixtureParts => ({
  form: { drafts: { set_user_password: { password, confirmPassword } }, errors: {} },
  registration: { prefilledAnswers: { setUserEmail: 'sam@gmail.com' } },
});
const filledPasswords = passwords('correct horse', 'correct horse');

/** Every state of the email page (set_user_email). */
export const accountEmailFixtures = {
  empty: stateFixture('Empty', atEmail),
  filled: stateFixture('Filled', withParts(atEmail, email(typed))),
  prefilled: stateFixture(
    'Prefilled by the server',
    withParts(atEmail, { registration: { prefilledAnswers: { setUserEmail: 'sam@gmail.com' } } }),
  ),
  submitting: stateFixture(
    'Submitting',
    withParts(atEmail, email(typed), { registration: { loadingFlags: { answer: true } } }),
  ),
  invalid: stateFixture(
    'Not an email address',
    withParts(atEmail, {
      form: {
        drafts: { set_user_email: { ...typed, email: 'sam@' } },
        errors: { set_user_email: { email: ANSWER_ERRORS.email } },
      },
    }),
  ),
  suggestion: stateFixture(
    'Did you mean ...?',
    withParts(atEmail, email({ ...typed, email: 'sam@gmial.com', suggestion: 'sam@gmail.com' })),
  ),
  suggestionLong: stateFixture(
    'Did you mean ...? (a long address)',
    withParts(
      atEmail,
      email({
        ...typed,
        email: 'samantha.rivera-okonkwo.family@gmial.com',
        suggestion: 'samantha.rivera-okonkwo.family@gmail.com',
      }),
    ),
  ),
  duplicate: stateFixture(
    'Email already registered',
    withParts(atEmail, email(typed), {
      registration: {
        error: ERROR_MESSAGES.duplicateEmail,
        errorCode: 'ERR_EMAIL_TAKEN',
        registeredEmailError: true,
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(atEmail, email(typed), { registration: { error: ERROR_MESSAGES.default } }),
  ),
  errorOnBlur: stateFixture(
    'Email checked as the field is left',
    withParts(atEmail, { toggles: { emailErrorStateOnBlur: true } }),
  ),
  errorOnBlurShown: stateFixture(
    'Email checked as the field is left, a bad address left',
    withParts(atEmail, email({ ...typed, email: 'sam@', blurred: true }), {
      toggles: { emailErrorStateOnBlur: true },
    }),
  ),
  teen: stateFixture(
    'Teen (child_first_flow_1)',
    withParts(
      atGroup('child_first_flow_1', 'account_email', [{ name: 'set_user_email', kind: 'email' }]),
      { user: { role: 'child' } },
    ),
  ),
};

/** Every state of the password page (set_user_password_and_confirm, set_user_password). */
export const accountPasswordFixtures = {
  empty: stateFixture('Empty', withParts(atPassword, passwords('', ''))),
  filled: stateFixture('Filled', withParts(atPassword, filledPasswords)),
  withoutConfirm: stateFixture(
    'Without confirm (set_user_password)',
    withParts(atPassword, filledPasswords, {
      registration: { questions: [{ name: 'set_user_password', kind: 'password' }] },
    }),
  ),
  submitting: stateFixture(
    'Submitting',
    withParts(atPassword, filledPasswords, { registration: { loadingFlags: { answer: true } } }),
  ),
  invalid: stateFixture(
    'Too short, and not the same',
    withParts(atPassword, {
      ...passwords('short', 'shrot'),
      form: {
        drafts: { set_user_password: { password: 'short', confirmPassword: 'shrot' } },
        errors: {
          set_user_password: {
            password: ANSWER_ERRORS.passwordTooShort,
            confirmPassword: ANSWER_ERRORS.passwordsDiffer,
          },
        },
      },
    }),
  ),
  refused: stateFixture(
    'Password refused by the server',
    withParts(atPassword, filledPasswords, {
      registration: {
        error: SERVER_ANSWERS_EN.ERR_PASSWORD_TOO_COMMON,
        errorCode: 'ERR_INVALID_PASSWORD',
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(atPassword, filledPasswords, { registration: { error: ERROR_MESSAGES.default } }),
  ),
  child: stateFixture(
    'Child invited by a parent (child_flow_1)',
    withParts(
      atGroup('child_flow_1', 'account_password', [
        { name: 'set_user_password_and_confirm', kind: 'password_and_confirm' },
      ]),
      filledPasswords,
      { user: { role: 'child' } },
    ),
  ),
};
