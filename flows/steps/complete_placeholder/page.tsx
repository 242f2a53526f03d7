import { TeenPlaceholderScreen } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { teenPlaceholderIntents, teenPlaceholderView } from '../../views/teen-placeholder-view';

const intents = teenPlaceholderIntents(stepActions);

/** complete_placeholder. */
export default function TeenPlaceholderStep() {
  return <TeenPlaceholderScreen {...teenPlaceholderView(useViewInput())} {...intents} />;
}
