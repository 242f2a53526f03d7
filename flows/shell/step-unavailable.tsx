import { OutsideUsScreen } from '../../design-system/screens/outside-us/outside-us-screen';
import { StepUnavailableScreen } from '../../design-system/screens/step-unavailable/step-unavailable-screen';
import { stepActions } from '../composition/step-actions-instance';
import { useViewInput } from '../hooks/use-view-input';
import { outsideUsView } from '../steps/phone/outside-us-view';
import { stepUnavailableIntents, stepUnavailableView } from '../views/step-unavailable-view';

const intents = stepUnavailableIntents(stepActions);

/** A step whose page has not landed here: said plainly, with a way back. */
export function StepUnavailable({ step }: { step?: string }) {
  return <StepUnavailableScreen {...stepUnavailableView(useViewInput(), step)} {...intents} />;
}

/**
 * The phone step's stop outside the US (preventNonUSTimezones): nothing to do on it. Beside
 * StepUnavailable so the two rare stops share one chunk.
 */
export function OutsideUsStep() {
  return <OutsideUsScreen {...outsideUsView(useViewInput())} />;
}
