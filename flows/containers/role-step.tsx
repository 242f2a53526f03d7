import { RoleChoiceScreen } from '../../design-system/screens/role-choice/role-choice-screen';
import { roleIntents, roleView } from '../views/role-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = roleIntents(stepActions);

/** confirm-role: the choice recomputes the next step and the access-request need (section 4). */
export default function RoleStep() {
  return <RoleChoiceScreen {...roleView(useViewInput())} {...intents} />;
}
