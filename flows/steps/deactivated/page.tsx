import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { screenPage } from '../../shell/screen-page';
import { accountStatusIntents, accountStatusView } from './view';

/** deactivated and invalidated. */
export default screenPage(AccountStatusScreen, accountStatusView, accountStatusIntents);
