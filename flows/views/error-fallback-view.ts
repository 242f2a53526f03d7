import type { ErrorFallbackScreenProps } from '../../design-system/screens/error-fallback/error-fallback-screen';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { StepActions } from '../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

/** A step that threw while rendering (a failed chunk load included): section 8's crash text. */
export function errorFallbackView(_input: ViewInput): ViewOf<ErrorFallbackScreenProps> {
  return { text: ERROR_MESSAGES.crash };
}

export function errorFallbackIntents(actions: StepActions): IntentsOf<ErrorFallbackScreenProps> {
  // No lazy action set: the chunk that failed to load may be the very one it needs.
  return { onTryAgain: () => actions.leaveForProviderHome() };
}
