import type { StepUnavailableScreenProps } from '../../design-system/screens/step-unavailable/step-unavailable-screen';
import type { StepActions } from '../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

/**
 * A question of the register step without a page here (the register step names it), or a
 * next-step value without one (the router names it).
 */
export function stepUnavailableView(
  input: ViewInput,
  step: string = input.registration.questions[0]?.name ?? input.user.nextRegStep ?? 'phone',
): ViewOf<StepUnavailableScreenProps> {
  return { step };
}

export function stepUnavailableIntents(
  actions: StepActions,
): IntentsOf<StepUnavailableScreenProps> {
  return { onStartOver: () => void actions.session.startOver() };
}
