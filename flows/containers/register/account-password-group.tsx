import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { accountPasswordIntents, accountPasswordView } from '../../views/account-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = accountPasswordIntents(stepActions);

/** set_user_password_and_confirm or set_user_password. */
export default function AccountPasswordGroup() {
  return <AccountScreen {...accountPasswordView(useViewInput())} {...intents} />;
}
