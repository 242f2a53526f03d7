import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { screenPage } from '../../shell/screen-page';
import { forgotPasswordIntents, forgotPasswordView } from './view';

/** forgot_password: the account's email gets a single-use reset link. */
export default screenPage(ForgotPasswordScreen, forgotPasswordView, forgotPasswordIntents);
