import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { cancelAgeIntents, cancelAgeView } from '../../views/cancel-age-view';

const intents = cancelAgeIntents(stepActions);

/** cancel_age. */
export default function CancelAgeStep() {
  return <CancelAgeScreen {...cancelAgeView(useViewInput())} {...intents} />;
}
