import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { inviteParentIntents, inviteParentView } from '../../views/invite-parent-view';

const intents = inviteParentIntents(stepActions);

/** invite_parent. */
export default function InviteParentGroup() {
  return <InviteParentScreen {...inviteParentView(useViewInput())} {...intents} />;
}
