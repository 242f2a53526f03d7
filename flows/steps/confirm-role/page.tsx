import { RoleChoiceScreen } from '../../../design-system/screens/role-choice/role-choice-screen';
import { screenPage } from '../../shell/screen-page';
import { FamilyPanelContainer } from '../register/family-panel';
import { roleIntents, roleView } from './view';

const RolePage = screenPage(RoleChoiceScreen, roleView, roleIntents);

/**
 * confirm-role: the choice recomputes the next step and the access-request need (section 4);
 * on a wide screen the register step's side panel beside it (docs/decisions/109).
 */
export default function ConfirmRoleStep() {
  return (
    <>
      <RolePage />
      <FamilyPanelContainer />
    </>
  );
}
