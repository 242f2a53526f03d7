import type { ResetLinkForgottenScreenProps } from '../../../design-system/screens/reset-password/reset-link-forgotten-screen';
import type {
  ResetPasswordField,
  ResetPasswordScreenProps,
  ResetPasswordValues,
} from '../../../design-system/screens/reset-password/reset-password-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

// Server refusals about one field show at it; the rest (an expired link) above the form.
const FIELD_OF_CODE: Record<string, ResetPasswordField> = {
  ERR_INVALID_PASSWORD: 'newPassword',
  ERR_PASSWORD_MISMATCH: 'verifyPassword',
};

/** reset_password, opened from the emailed link: the new password, typed twice. */
export function resetPasswordView(input: ViewInput): ViewOf<ResetPasswordScreenProps> {
  const draft = draftOf<ResetPasswordValues>(input, FORMS.resetPassword);
  const { formError, fieldErrors } = splitErrors(input, FORMS.resetPassword, FIELD_OF_CODE);
  return {
    values: { newPassword: draft.newPassword ?? '', verifyPassword: draft.verifyPassword ?? '' },
    fieldErrors,
    formError,
    loading: Boolean(input.registration.loadingFlags.resetPassword),
  };
}

export function resetPasswordIntents(actions: StepActions): IntentsOf<ResetPasswordScreenProps> {
  return {
    onValuesChange: (values: ResetPasswordValues) => actions.editDraft(FORMS.resetPassword, values),
    onContinue: () => void actions.link.submitNewPassword(),
  };
}

/** reset_password after a reload: the link is forgotten (memory only), the email's still works. */
export function resetLinkForgottenView(_input: ViewInput): ViewOf<ResetLinkForgottenScreenProps> {
  return {};
}

export function resetLinkForgottenIntents(
  actions: StepActions,
): IntentsOf<ResetLinkForgottenScreenProps> {
  return { onNewLink: () => void actions.session.goToForgotPassword() };
}
