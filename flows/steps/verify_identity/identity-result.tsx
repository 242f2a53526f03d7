import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { identityResultIntents, identityResultView } from '../../views/identity-result-view';

const intents = identityResultIntents(stepActions);

/**
 * The identity check's end page (the identity group's and the knowledge questions'). A retry
 * clears the check's error, so the group shows its question again.
 */
export function IdentityResult() {
  return <IdentityResultScreen {...identityResultView(useViewInput())} {...intents} />;
}
