import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import { screenPage } from '../../shell/screen-page';
import { loginIntents, loginView } from './view';

/** login: a returning person's password for the number the phone check knew. */
export default screenPage(LoginScreen, loginView, loginIntents);
