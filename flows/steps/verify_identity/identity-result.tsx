import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { screenPage } from '../../shell/screen-page';
import { identityResultIntents, identityResultView } from './identity-result-view';

/**
 * The identity check's end page (the identity group's and the knowledge questions'). A retry
 * clears the check's error, so the group shows its question again.
 */
export const IdentityResult = screenPage(
  IdentityResultScreen,
  identityResultView,
  identityResultIntents,
);
