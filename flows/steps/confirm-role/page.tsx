import { RoleChoiceScreen } from '../../../design-system/screens/role-choice/role-choice-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { roleIntents, roleView } from '../../views/role-view';

const intents = roleIntents(stepActions);

/** confirm-role: the choice recomputes the next step and the access-request need (section 4). */
export default function RoleStep() {
  return <RoleChoiceScreen {...roleView(useViewInput())} {...intents} />;
}
