import { IdentityDetailsScreen } from '../../../design-system/screens/identity-details/identity-details-screen';
import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { identityDetailsFixtures } from './fixtures';
import { identityResultFixtures } from './identity-result-fixtures';
import { identityResultIntents, identityResultView } from './identity-result-view';
import { identityDetailsIntents, identityDetailsView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
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
