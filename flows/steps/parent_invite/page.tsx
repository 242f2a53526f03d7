import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { screenPage } from '../../shell/screen-page';
import { parentInviteIntents, parentInviteView } from '../invite_parent/view';

/** parent_invite: a teen signing up first names a parent before their code. */
export default screenPage(InviteParentScreen, parentInviteView, parentInviteIntents);
