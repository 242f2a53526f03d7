import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { parentInviteFixtures } from '../invite_parent/fixtures';
import { parentInviteIntents, parentInviteView } from '../invite_parent/view';

/** parent_invite: a teen signing up first names a parent before their code. */
export const page = stepScreen(InviteParentScreen, parentInviteView, parentInviteIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'parent_invite',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    page,
    fixtures: parentInviteFixtures,
  },
];
