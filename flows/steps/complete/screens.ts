import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import type { StepEntry } from '../../views/step-registry';
import { completionFixtures } from './fixtures';
import { completionIntents, completionView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  {
    // complete_child is the same page (its fixtures show it).
    step: 'complete',
    section: 'Funding',
    screenStories: 'Funding/Completion',
    screen: CompletionScreen,
    view: completionView,
    intents: completionIntents,
    fixtures: completionFixtures,
  },
];
