import type { StepUnavailableScreenProps } from '../../design-system/screens/step-unavailable/step-unavailable-screen';
import type { StepActions } from '../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

/**
 * A next-step value without a page here (widget_page), or a question of the register step
 * without one (the register step names it).
 */
export function stepUnavailableView(
  input: ViewInput,
  step: string = input.user.nextRegStep ?? 'phone',
): ViewOf<StepUnavailableScreenProps> {
  return {
    lead: `Your account is safe. The next step (${step}) can't be completed on the web yet.`,
  };
}

export function stepUnavailableIntents(
  actions: StepActions,
): IntentsOf<StepUnavailableScreenProps> {
  return { onStartOver: () => void actions.session.startOver() };
}
