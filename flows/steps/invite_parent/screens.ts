import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import type { StepEntry } from '../../views/step-registry';
import { inviteParentFixtures } from './fixtures';
import { inviteParentIntents, inviteParentView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    step: 'invite_parent',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    screen: InviteParentScreen,
    view: inviteParentView,
    intents: inviteParentIntents,
    fixtures: inviteParentFixtures,
  },
];
