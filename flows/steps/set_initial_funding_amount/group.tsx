import { useSnapshot } from 'valtio';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { registrationState } from '../../model/registration-state';
import { StepPage } from '../../shell/step-page';
import { offersFundingVerification } from '../funding-flow';
import { STEPS } from '../registry';
import { FundingVerification } from '../verify_funding/funding-verification';
import { initialFundingIntents, initialFundingView } from './view';

const intents = initialFundingIntents(stepActions);

/**
 * set_initial_funding_amount: the first load, at least the wallet minimum (section 9). A
 * funding account that needs verifying is offered its two-amount check first.
 */
export default function InitialFundingGroup() {
  const verifying = offersFundingVerification(useSnapshot(registrationState));
  // Verification and the amount are two pages of one group: each heading takes focus.
  return (
    <StepPage
      key={verifying ? 'verify' : 'amount'}
      step={verifying ? STEPS.verify_funding : undefined}
    >
      {verifying ? <FundingVerification /> : <InitialFundingAmount />}
    </StepPage>
  );
}

function InitialFundingAmount() {
  return <InitialFundingScreen {...initialFundingView(useViewInput())} {...intents} />;
}
