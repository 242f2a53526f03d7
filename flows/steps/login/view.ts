import { formatUsPhone } from '../../../design-system/lib/us-phone';
import type { LoginScreenProps } from '../../../design-system/screens/login/login-screen';
import { wordsOf } from '../../../vocabulary/messages/sentence';
import type { StepActions } from '../../actions/step-actions';
import { ERROR_CODES } from '../../rules/error-codes';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

// A wrong password is about the field; everything else (deactivated, server) about the login.
const FIELD_OF_CODE = { [ERROR_CODES.unauthorized]: 'password' };

/**
 * login: a returning person's password for the number the phone check knew. The password is
 * a form draft: in memory only (formState is never stored), forgotten once accepted.
 */
export function loginView(input: ViewInput): ViewOf<LoginScreenProps> {
  const { registration, user, toggles } = input;
  const { formError, fieldErrors } = splitErrors(input, FORMS.login, FIELD_OF_CODE);
  return {
    phoneNumber: formatUsPhone(user.phoneNumber ?? ''),
    password: String(draftOf<{ password: string }>(input, FORMS.login).password ?? ''),
    loading: Boolean(registration.loadingFlags.login),
    error: fieldErrors.password,
    formError,
    // e.g. after a password reset; a failure sets message to its error too.
    notice: registration.error ? undefined : wordsOf(registration.message),
    hideBackButton: toggles.disableLoginBackButton,
  };
}

export function loginIntents(actions: StepActions): IntentsOf<LoginScreenProps> {
  return {
    onPasswordChange: (password: string) => actions.editDraft(FORMS.login, { password }),
    onBack: () => void actions.phone.changeNumber(),
    onForgotPassword: () => void actions.session.goToForgotPassword(),
    onContinue: () => void actions.session.submitLogin(),
  };
}
