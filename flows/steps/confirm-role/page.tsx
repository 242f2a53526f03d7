import { RoleChoiceScreen } from '../../../design-system/screens/role-choice/role-choice-screen';
import { screenPage } from '../../shell/screen-page';
import { roleIntents, roleView } from './view';

/** confirm-role: the choice recomputes the next step and the access-request need (section 4). */
export default screenPage(RoleChoiceScreen, roleView, roleIntents);
