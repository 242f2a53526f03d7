import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { inviteParentIntents, inviteParentView } from '../../views/invite-parent-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = inviteParentIntents(stepActions);

/** invite_parent. */
export default function InviteParentGroup() {
  return <InviteParentScreen {...inviteParentView(useViewInput())} {...intents} />;
}
