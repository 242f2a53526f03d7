import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import { screenPage } from '../../shell/screen-page';
import { planIntents, planView } from './view';

/** set_plan. */
export default screenPage(PlanPickerScreen, planView, planIntents);
