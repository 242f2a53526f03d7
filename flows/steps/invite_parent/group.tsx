import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { screenPage } from '../../shell/screen-page';
import { inviteParentIntents, inviteParentView } from './view';

/** invite_parent. */
export default screenPage(InviteParentScreen, inviteParentView, inviteParentIntents);
