import { ConfirmationCodeScreen } from '../../../design-system/screens/confirmation-code/confirmation-code-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useNow } from '../../hooks/use-now';
import { useViewInput } from '../../hooks/use-view-input';
import { codeIntents, codeView } from './view';

const intents = codeIntents(stepActions);

/**
 * validate and confirm_code: the code is confirmed; it went out once per number as the page
 * opened (the step's entry, sendPinOnCodePage).
 */
export default function CodeStep() {
  const input = useViewInput();
  // The send buttons count down the wait before another code may be asked for.
  const now = useNow(input.registration.pinDelivery?.resendAvailableAt);
  return <ConfirmationCodeScreen {...codeView({ ...input, now })} {...intents} />;
}
