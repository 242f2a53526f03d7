import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { kbaFixtures } from './fixtures';
import { kbaIntents, kbaView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    // kba_1..kba_4: one question per page.
    step: 'kba',
    section: 'Identity',
    screenStories: 'Identity/Knowledge questions',
    screen: KnowledgeQuestionsScreen,
    view: kbaView,
    intents: kbaIntents,
    fixtures: kbaFixtures,
  },
];
