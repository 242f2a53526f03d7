import { TeenPlaceholderScreen } from '../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import { teenPlaceholderIntents, teenPlaceholderView } from '../views/teen-placeholder-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = teenPlaceholderIntents(stepActions);

/** complete_placeholder. */
export default function TeenPlaceholderStep() {
  return <TeenPlaceholderScreen {...teenPlaceholderView(useViewInput())} {...intents} />;
}
