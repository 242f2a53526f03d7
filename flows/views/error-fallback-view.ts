import type { ErrorFallbackScreenProps } from '../../design-system/screens/error-fallback/error-fallback-screen';
import { FIRST_SCREEN_ERRORS } from '../../vocabulary/messages/first-screen-errors';
import type { StepActions } from '../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

/** A step that threw while rendering (a failed chunk load included): section 8's crash text. */
export function errorFallbackView(_input: ViewInput): ViewOf<ErrorFallbackScreenProps> {
  return { text: FIRST_SCREEN_ERRORS.crash };
}

export function errorFallbackIntents(actions: StepActions): IntentsOf<ErrorFallbackScreenProps> {
  // No lazy action set: the chunk that failed to load may be the very one it needs.
  return { onTryAgain: () => actions.leaveForProviderHome() };
}
