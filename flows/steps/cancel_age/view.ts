import type { CancelAgeScreenProps } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/** cancel_age: the under-13 stop shows the same page to everyone; nothing in it varies. */
export function cancelAgeView(_input: ViewInput): ViewOf<CancelAgeScreenProps> {
  return {};
}

/** A parent can start over on the same device. */
export function cancelAgeIntents(actions: StepActions): IntentsOf<CancelAgeScreenProps> {
  return { onStartOver: () => actions.startOver() };
}
