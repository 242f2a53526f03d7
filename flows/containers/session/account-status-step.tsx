import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { accountStatusIntents, accountStatusView } from '../../views/account-status-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = accountStatusIntents(stepActions);

/** deactivated and invalidated. */
export default function AccountStatusStep() {
  return <AccountStatusScreen {...accountStatusView(useViewInput())} {...intents} />;
}
