import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import { planIntents, planView } from '../../views/plan-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = planIntents(stepActions);

/** set_plan. */
export default function PlanGroup() {
  return <PlanPickerScreen {...planView(useViewInput())} {...intents} />;
}
