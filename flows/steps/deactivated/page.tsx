import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { accountStatusIntents, accountStatusView } from '../../views/account-status-view';

const intents = accountStatusIntents(stepActions);

/** deactivated and invalidated. */
export default function AccountStatusStep() {
  return <AccountStatusScreen {...accountStatusView(useViewInput())} {...intents} />;
}
