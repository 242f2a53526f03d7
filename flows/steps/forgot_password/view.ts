import type { ForgotPasswordScreenProps } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

type ForgotDraft = { email: string; sentTo: string };

/**
 * forgot_password: the account's email, then where the link went. The address is a form
 * draft, in memory only, never in session storage.
 */
export function forgotPasswordView(input: ViewInput): ViewOf<ForgotPasswordScreenProps> {
  const draft = draftOf<ForgotDraft>(input, FORMS.forgotPassword);
  const { formError, fieldErrors } = splitErrors(input, FORMS.forgotPassword);
  return {
    email: draft.email ?? '',
    sentTo: draft.sentTo,
    loading: Boolean(input.registration.loadingFlags.forgotPassword),
    error: fieldErrors.email,
    formError,
  };
}

export function forgotPasswordIntents(actions: StepActions): IntentsOf<ForgotPasswordScreenProps> {
  return {
    onEmailChange: (email: string) => actions.editDraft(FORMS.forgotPassword, { email }),
    onBack: () => void actions.session.leaveForgotPassword(),
    onResend: () => void actions.session.resendResetLink(),
    onContinue: () => void actions.session.submitForgotPassword(),
  };
}
