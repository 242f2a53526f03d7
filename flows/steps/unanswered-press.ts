import { FIRST_SCREEN_ERRORS } from '../../vocabulary/messages/first-screen-errors';
import type { StepChanges } from './changes';

/**
 * A press whose code could not be fetched (offline before its preload came) is a call that got
 * no answer: the page says so in a failed call's words. Its own module, in the first screen's
 * chunk, because the page must be able to say it before the action sets have loaded.
 */
export const pressUnanswered = (): StepChanges => ({
  registration: {
    error: FIRST_SCREEN_ERRORS.connection,
    errorCode: null,
    message: FIRST_SCREEN_ERRORS.connection,
  },
});
