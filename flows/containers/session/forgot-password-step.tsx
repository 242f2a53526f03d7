import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { forgotPasswordIntents, forgotPasswordView } from '../../views/forgot-password-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = forgotPasswordIntents(stepActions);

/** forgot_password: the account's email gets a single-use reset link. */
export default function ForgotPasswordStep() {
  return <ForgotPasswordScreen {...forgotPasswordView(useViewInput())} {...intents} />;
}
