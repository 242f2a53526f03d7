import { CreditWaitlistScreen } from '../../../design-system/screens/credit-waitlist/credit-waitlist-screen';
import { CreditWaitlistConfirmScreen } from '../../../design-system/screens/credit-waitlist-confirm/credit-waitlist-confirm-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { StepPage } from '../../shell/step-page';
import {
  creditWaitlistConfirmIntents,
  creditWaitlistConfirming,
  creditWaitlistConfirmView,
  creditWaitlistIntents,
  creditWaitlistView,
} from './view';

const intents = creditWaitlistIntents(stepActions);
const confirmIntents = creditWaitlistConfirmIntents(stepActions);

/** set_credit_waitlist (parent_flow_6 and 11): the question, then its confirmation. */
export default function CreditWaitlistGroup() {
  const input = useViewInput();
  if (creditWaitlistConfirming(input)) {
    // The confirmation replaces the question: its heading takes focus, as a new page's would.
    return (
      <StepPage key="confirm">
        <CreditWaitlistConfirmScreen {...creditWaitlistConfirmView(input)} {...confirmIntents} />
      </StepPage>
    );
  }
  return <CreditWaitlistScreen {...creditWaitlistView(input)} {...intents} />;
}
