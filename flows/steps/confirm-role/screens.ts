import { RoleChoiceScreen } from '../../../design-system/screens/role-choice/role-choice-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { roleFixtures } from './fixtures';
import { roleIntents, roleView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'confirm-role',
    section: 'Sign up',
    screenStories: 'Sign up/Role choice',
    screen: RoleChoiceScreen,
    view: roleView,
    intents: roleIntents,
    fixtures: roleFixtures,
  },
];
