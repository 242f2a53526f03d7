import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { kbaFixtures } from '../fixtures/kba-fixtures';
import { kbaIntents, kbaView } from '../kba-view';
import type { StepEntry } from '../step-registry';

/** Identity, in flow order. */
export const IDENTITY_STEPS: readonly StepEntry[] = [
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
