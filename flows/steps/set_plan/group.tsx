import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { planIntents, planView } from '../../views/plan-view';

const intents = planIntents(stepActions);

/** set_plan. */
export default function PlanGroup() {
  return <PlanPickerScreen {...planView(useViewInput())} {...intents} />;
}
