import type { KnowledgeQuestionsScreenProps } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StepActions } from '../../actions/step-actions';
import { identityState, KBA_SECONDS_PER_QUESTION, kbaProgress } from '../../rules/identity';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { KBA_FORM } from './rule';

export type KbaView = ViewOf<KnowledgeQuestionsScreenProps>;

/** Which knowledge-question page shows: the timeout, or the question (the two remount apart). */
export const kbaPage = (input: ViewInput): 'timeout' | 'question' =>
  identityState(input.registration.error ? input.registration.errorCode : null) === 'timeout'
    ? 'timeout'
    : 'question';

/**
 * kba_1..kba_4 after ERR_KYC_PARTIAL_FAIL_CHALLENGE: one question with the whole 2 minutes
 * (the container counts them down from here), or the timeout page with section 8's text.
 */
export function kbaView(input: ViewInput): KbaView {
  const { registration } = input;
  // errorCode outlives a later success (only error is cleared by loading): read it with error.
  const state = identityState(registration.error ? registration.errorCode : null);
  const timedOut = state === 'timeout';
  const question = registration.questions[0];
  const { fieldErrors, formError, ...frame } = groupFrame(input, KBA_FORM);
  return {
    ...frame,
    progress: kbaProgress(question?.name),
    question: { prompt: question?.prompt ?? '', choices: [...(question?.choices ?? [])] },
    answer: draftOf<{ answer: string }>(input, KBA_FORM).answer ?? null,
    error: fieldErrors.answer,
    // The challenge itself is no error here: these questions are the way forward.
    formError: state === 'challenge' || timedOut ? undefined : formError,
    secondsRemaining: timedOut ? undefined : KBA_SECONDS_PER_QUESTION,
    timedOut,
    timeoutText: ERROR_MESSAGES.allowedTimeoutExceeded,
  };
}

/** Each callback of the knowledge-question page, one action each. */
export function kbaIntents(actions: StepActions): IntentsOf<KnowledgeQuestionsScreenProps> {
  return {
    onAnswer: (answer: string) => actions.editDraft(KBA_FORM, { answer }),
    onContinue: () => actions.registration.answerKba(KBA_FORM),
    onRestart: () => actions.registration.restartKba(),
  };
}
