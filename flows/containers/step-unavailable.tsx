import { StepUnavailableScreen } from '../../design-system/screens/step-unavailable/step-unavailable-screen';
import { stepUnavailableIntents, stepUnavailableView } from '../views/step-unavailable-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = stepUnavailableIntents(stepActions);

/** A step whose page has not landed here: said plainly, with a way back. */
export function StepUnavailable({ step }: { step?: string }) {
  return <StepUnavailableScreen {...stepUnavailableView(useViewInput(), step)} {...intents} />;
}
