import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { inviteParentFixtures } from './fixtures';
import { inviteParentIntents, inviteParentView } from './view';

/** invite_parent. */
export const page = stepScreen(InviteParentScreen, inviteParentView, inviteParentIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'invite_parent',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    page,
    fixtures: inviteParentFixtures,
  },
];
