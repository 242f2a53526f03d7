import { IdentityDetailsScreen } from '../../../design-system/screens/identity-details/identity-details-screen';
import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { kbaFixtures } from '../../steps/kba_1/fixtures';
import { kbaIntents, kbaView } from '../../steps/kba_1/view';
import { identityDetailsFixtures } from '../../steps/verify_identity/fixtures';
import { identityResultFixtures } from '../../steps/verify_identity/identity-result-fixtures';
import {
  identityResultIntents,
  identityResultView,
} from '../../steps/verify_identity/identity-result-view';
import { identityDetailsIntents, identityDetailsView } from '../../steps/verify_identity/view';
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
