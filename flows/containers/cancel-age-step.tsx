import { CancelAgeScreen } from '../../design-system/screens/cancel-age/cancel-age-screen';
import { cancelAgeIntents, cancelAgeView } from '../views/cancel-age-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = cancelAgeIntents(stepActions);

/** cancel_age. */
export default function CancelAgeStep() {
  return <CancelAgeScreen {...cancelAgeView(useViewInput())} {...intents} />;
}
