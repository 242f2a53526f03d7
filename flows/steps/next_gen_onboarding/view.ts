import type { NextGenOnboardingScreenProps } from '../../../design-system/screens/next-gen-onboarding/next-gen-onboarding-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

/** The page state the hand-off action keeps (flows/actions/session-actions: startHandOff). */
/** @internal */
export const NEXT_GEN_FORM = FORMS.nextGen;

/** next_gen_onboarding: on its way by itself, or stalled with the button as the way on. */
export function nextGenView(input: ViewInput): ViewOf<NextGenOnboardingScreenProps> {
  return { stalled: Boolean(draftOf<{ stalled: boolean }>(input, NEXT_GEN_FORM).stalled) };
}

export function nextGenIntents(actions: StepActions): IntentsOf<NextGenOnboardingScreenProps> {
  return { onContinue: () => void actions.session.continueHandOff() };
}
