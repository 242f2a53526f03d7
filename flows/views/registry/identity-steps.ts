import { IdentityDetailsScreen } from '../../../design-system/screens/identity-details/identity-details-screen';
import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { identityDetailsFixtures } from '../fixtures/identity-details-fixtures';
import { identityResultFixtures } from '../fixtures/identity-result-fixtures';
import { kbaFixtures } from '../fixtures/kba-fixtures';
import { identityDetailsIntents, identityDetailsView } from '../identity-details-view';
import { identityResultIntents, identityResultView } from '../identity-result-view';
import { kbaIntents, kbaView } from '../kba-view';
import type { StepEntry } from '../step-registry';

/** Identity, in flow order. */
export const IDENTITY_STEPS: readonly StepEntry[] = [
  {
    step: 'verify_identity',
    section: 'Identity',
    screenStories: 'Identity/Identity details',
    screen: IdentityDetailsScreen,
    view: identityDetailsView,
    intents: identityDetailsIntents,
    fixtures: identityDetailsFixtures,
  },
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
  {
    // The end of the identity check (ERR_KYC_FAIL, ERR_IDENTITY_VERIFICATION), after the
    // identity group or the knowledge questions.
    step: 'identity_result',
    section: 'Identity',
    screenStories: 'Identity/Identity result',
    screen: IdentityResultScreen,
    view: identityResultView,
    intents: identityResultIntents,
    fixtures: identityResultFixtures,
  },
];
