import type { Sentence } from '../../../vocabulary/messages/sentence';
import type { FlowError, Question } from '../../model/entities';
import { atComplete } from './question-flow';

type RegisterSource = {
  registerStarted: boolean;
  loading: boolean;
  error: Sentence | null;
  questions: ReadonlyArray<Pick<Question, 'name'>>;
  unresolvedErrors: ReadonlyArray<Pick<FlowError, 'action' | 'id'>>;
};

/**
 * What the register step shows: its own pages while it starts, completes or has nothing to show,
 * else the server's current question group.
 * - waiting: the start (resume or initialise) or the completion is under way;
 * - complete-failed: completing failed, with a way to try again;
 * - address-check: only an unresolved address stands between the person and completion
 *   ("nothing completes on its own while an error waits", spec section 4);
 * - load-failed: the server gave no question to show;
 * - group: the first question's group.
 */
export type RegisterPage =
  | 'waiting'
  | 'complete-failed'
  | 'address-check'
  | 'load-failed'
  | 'group';

/** The unresolved error about the legal address, which the address-check page settles. */
export const unresolvedAddressOf = <E extends Pick<FlowError, 'action' | 'id'>>(registration: {
  unresolvedErrors: readonly E[];
}): (E & { id: string }) | undefined =>
  registration.unresolvedErrors.find(
    (error): error is E & { id: string } =>
      error.action === 'set_legal_address' && Boolean(error.id),
  );

/** The server's questions end in 'complete' and nothing waits: the page calls complete. */
export const completesNow = (registration: RegisterSource): boolean =>
  registration.registerStarted &&
  atComplete(registration.questions) &&
  !unresolvedAddressOf(registration);

export function registerPage(registration: RegisterSource): RegisterPage {
  if (!registration.registerStarted) return 'waiting';
  if (completesNow(registration)) {
    return registration.error && !registration.loading ? 'complete-failed' : 'waiting';
  }
  if (atComplete(registration.questions)) return 'address-check';
  return registration.questions[0] ? 'group' : 'load-failed';
}
