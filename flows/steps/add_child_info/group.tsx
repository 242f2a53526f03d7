import { AddChildScreen } from '../../../design-system/screens/add-child/add-child-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { childrenIntents, childrenView } from '../../views/children-view';

const intents = childrenIntents(stepActions);

/** add_child_info: the kids who get a card (COPPA toggle: date of birth, disclaimer). */
export default function ChildrenGroup() {
  return <AddChildScreen {...childrenView(useViewInput())} {...intents} />;
}
