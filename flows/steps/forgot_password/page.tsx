import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { forgotPasswordIntents, forgotPasswordView } from '../../views/forgot-password-view';

const intents = forgotPasswordIntents(stepActions);

/** forgot_password: the account's email gets a single-use reset link. */
export default function ForgotPasswordStep() {
  return <ForgotPasswordScreen {...forgotPasswordView(useViewInput())} {...intents} />;
}
