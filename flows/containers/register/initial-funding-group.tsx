import * as React from 'react';
import { useSnapshot } from 'valtio';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { registrationState } from '../../model/registration-state';
import { togglesState } from '../../platform/toggles-state';
import { offersFundingVerification } from '../../steps/funding-flow';
import { initialFundingIntents, initialFundingView } from '../../views/initial-funding-view';
import { FocusStepHeading } from '../focus-step-heading';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';
import { FundingVerification } from './funding-verification';

const intents = initialFundingIntents(stepActions);

/**
 * set_initial_funding_amount: the first load, at least the wallet minimum (section 9). A
 * funding account that needs verifying is offered its two-amount check first.
 */
export default function InitialFundingGroup() {
  const registration = useSnapshot(registrationState);
  const { toggles } = useSnapshot(togglesState);
  // Under minimumWalletLoad the server says what the minimum is (get_initial_funding).
  React.useEffect(() => {
    if (toggles.minimumWalletLoad) void stepActions.funding.loadWalletMinimum();
  }, [toggles.minimumWalletLoad]);

  const verifying = offersFundingVerification(registration);
  // Verification and the amount are two pages of one group: each heading takes focus.
  return (
    <FocusStepHeading key={verifying ? 'verify' : 'amount'}>
      {verifying ? <FundingVerification /> : <InitialFundingAmount />}
    </FocusStepHeading>
  );
}

function InitialFundingAmount() {
  return <InitialFundingScreen {...initialFundingView(useViewInput())} {...intents} />;
}
