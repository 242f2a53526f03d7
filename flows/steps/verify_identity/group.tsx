import { IdentityDetailsScreen } from '../../../design-system/screens/identity-details/identity-details-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { StepPage } from '../../shell/step-page';
import { IdentityResult } from './identity-result';
import { identityDetailsIntents, identityDetailsView, identityPage } from './view';

const intents = identityDetailsIntents(stepActions);

/**
 * verify_identity: the SSN. ERR_KYC_FAIL stops with the result page (a retry only under
 * kycRetryEnabled); a challenge moves the flow on to the knowledge questions (kba-group).
 */
export default function IdentityGroup() {
  const input = useViewInput();
  if (identityPage(input) === 'result') {
    return (
      // The outcome is a new page within the group: its heading takes focus.
      <StepPage key="result">
        <IdentityResult />
      </StepPage>
    );
  }
  return <IdentityDetailsScreen {...identityDetailsView(input)} {...intents} />;
}
