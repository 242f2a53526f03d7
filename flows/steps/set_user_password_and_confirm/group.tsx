import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { accountPasswordIntents, accountPasswordView } from '../../views/account-view';

const intents = accountPasswordIntents(stepActions);

/** set_user_password_and_confirm or set_user_password. */
export default function AccountPasswordGroup() {
  return <AccountScreen {...accountPasswordView(useViewInput())} {...intents} />;
}
