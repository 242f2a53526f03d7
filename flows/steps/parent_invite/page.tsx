import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { parentInviteIntents, parentInviteView } from '../../views/invite-parent-view';

const intents = parentInviteIntents(stepActions);

/** parent_invite: a teen signing up first names a parent before their code. */
export default function ParentInviteStep() {
  return <InviteParentScreen {...parentInviteView(useViewInput())} {...intents} />;
}
