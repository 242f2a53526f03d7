import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import type { StepEntry } from '../../views/step-registry';
import { parentInviteFixtures } from '../invite_parent/fixtures';
import { parentInviteIntents, parentInviteView } from '../invite_parent/view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'parent_invite',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    screen: InviteParentScreen,
    view: parentInviteView,
    intents: parentInviteIntents,
    fixtures: parentInviteFixtures,
  },
];
