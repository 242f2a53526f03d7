import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { completionFixtures } from './fixtures';
import { completionIntents, completionView } from './view';

/** complete, complete_child and complete_placeholder. */
export const page = stepScreen(CompletionScreen, completionView, completionIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    // complete_child is the same page (its fixtures show it).
    step: 'complete',
    section: 'Funding',
    screenStories: 'Funding/Completion',
    page,
    fixtures: completionFixtures,
  },
];
