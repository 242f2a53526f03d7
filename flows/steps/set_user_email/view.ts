import type { AccountScreenProps } from '../../../design-system/screens/account/account-screen';
import type { StepActions } from '../../actions/step-actions';
import { emailErrors } from '../../rules/register-answers';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import {
  accountEmail,
  EMAIL_FORM,
  emailDraft,
  emailInForce,
  PASSWORD_FORM,
  passwordDraft,
  passwordQuestion,
} from './rule';

export type AccountView = ViewOf<AccountScreenProps>;
type AccountIntents = IntentsOf<AccountScreenProps>;

// The server's refusals that belong to one field.
const EMAIL_CODES = { ERR_INVALID_EMAIL: 'email', ERR_EMAIL_TAKEN: 'email' };
const PASSWORD_CODES = {
  ERR_INVALID_PASSWORD: 'password',
  ERR_PASSWORD_MISMATCH: 'confirmPassword',
};

/** set_user_email: the address, a "Did you mean ...?" for a likely typo, the duplicate error. */
export function accountEmailView(input: ViewInput): AccountView {
  const { toggles } = input;
  const draft = emailDraft(input.form);
  const email = emailInForce(input.registration, input.form);
  const frame = groupFrame(input, EMAIL_FORM, EMAIL_CODES);
  // Toggle emailErrorStateOnBlur: a bad address is said when the person leaves the field.
  const blurError =
    toggles.emailErrorStateOnBlur && draft.blurred && email.trim() !== ''
      ? emailErrors(email).email
      : undefined;
  return {
    part: 'email',
    values: { email, password: '', confirmPassword: '' },
    emailErrorStateOnBlur: toggles.emailErrorStateOnBlur,
    emailSuggestion: draft.suggestion || undefined,
    offerLogIn: input.registration.registeredEmailError,
    loading: frame.loading,
    ...(blurError
      ? { fieldErrors: { email: blurError }, formError: undefined }
      : { fieldErrors: frame.fieldErrors, formError: frame.formError }),
  };
}

export function accountEmailIntents(actions: StepActions): AccountIntents {
  return {
    onValuesChange: (values) =>
      actions.editDraft(EMAIL_FORM, { email: values.email, blurred: false, suggestion: '' }),
    onEmailBlur: () => actions.editDraft(EMAIL_FORM, { blurred: true }),
    onAcceptSuggestion: (suggestion) =>
      actions.editDraft(EMAIL_FORM, { email: suggestion, suggestion: '' }),
    onIgnoreSuggestion: (typed) =>
      actions.editDraft(EMAIL_FORM, { keptEmail: typed.trim(), suggestion: '' }),
    onLogin: () => void actions.registration.logInInstead(),
    onContinue: () => void actions.registration.sendEmail(),
  };
}

/** set_user_password_and_confirm (or set_user_password): creates the user (create_user). */
export function accountPasswordView(input: ViewInput): AccountView {
  const { askConfirm } = passwordQuestion(input.registration);
  const { loading, formError, fieldErrors } = groupFrame(input, PASSWORD_FORM, PASSWORD_CODES);
  return {
    part: 'password',
    askConfirm,
    // The email rides along unseen so password managers file the password under it.
    values: { email: accountEmail(input.registration, input.user), ...passwordDraft(input.form) },
    loading,
    fieldErrors,
    formError,
  };
}

export function accountPasswordIntents(actions: StepActions): AccountIntents {
  return {
    onValuesChange: ({ password, confirmPassword }) =>
      actions.editDraft(PASSWORD_FORM, { password, confirmPassword }),
    onContinue: () => void actions.registration.sendPassword(),
  };
}
