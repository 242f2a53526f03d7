import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { screenPage } from '../../shell/screen-page';
import { accountPasswordIntents, accountPasswordView } from '../set_user_email/view';

/** set_user_password_and_confirm or set_user_password. */
export default screenPage(AccountScreen, accountPasswordView, accountPasswordIntents);
