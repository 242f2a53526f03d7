import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { accountEmailIntents, accountEmailView } from './view';

const intents = accountEmailIntents(stepActions);

/** set_user_email; its entry checks the address as it is typed (checkEmailAsTyped). */
export default function AccountEmailGroup() {
  return <AccountScreen {...accountEmailView(useViewInput())} {...intents} />;
}
