import * as React from 'react';
import { useSnapshot } from 'valtio';
import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import type { Question } from '../../model/entities';
import { registrationState } from '../../model/registration-state';
import {
  IDENTITY_TEXTS,
  type IdentityState,
  identityState,
  KBA_SECONDS_PER_QUESTION,
} from '../../rules/identity';
import { registrationActions } from '../actions-instance';
import { FocusStepHeading } from '../focus-step-heading';
import { reportIdentityFailure } from './identity-failure';
import type { GroupProps } from './question-groups';
import { useGroupProgress } from './use-group-progress';

/** Seconds left, counted from mount; calls onExpire once at zero. */
function useCountdown(seconds: number, onExpire: () => void) {
  const [left, setLeft] = React.useState(seconds);
  const expire = React.useRef(onExpire);
  expire.current = onExpire;
  React.useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * Knowledge-based questions after ERR_KYC_PARTIAL_FAIL_CHALLENGE, one group per question (kind
 * 'kba'). Each question has 2 minutes; when they run out the answer (or none) goes to the
 * server, which decides: KBA_QUESTION_TIMEOUT / ERR_ALLOWED_TIMEOUT_EXCEEDED show 'You took
 * too long to answer these questions. Please try again.' and a new set starts.
 */
export default function KbaGroup({ questions }: GroupProps) {
  const registration = useSnapshot(registrationState);
  // errorCode outlives a later success (only error is cleared by loading): read it with error.
  const state = identityState(registration.error ? registration.errorCode : null);

  // "A partial or challenge identity error resets the identity-question flow" (section 4):
  // the remount below (a new key) starts the set with nothing chosen.
  React.useEffect(() => {
    if (registration.resetKBAFlow) registrationState.resetKBAFlow = false;
  }, [registration.resetKBAFlow]);

  if (state === 'fail' || state === 'error') {
    return (
      <FocusStepHeading key="result">
        <IdentityResultScreen outcome={state} message={registration.error ?? undefined} />
      </FocusStepHeading>
    );
  }
  // Only the timeout is a page of its own: the challenge notice clearing is no new page.
  const key = `${questions.map((question) => question.name).join()}:${state === 'timeout' ? 'timeout' : 'questions'}`;
  // A timeout and the set asked again are new pages within the group: the heading takes focus.
  return (
    <FocusStepHeading key={key}>
      <KbaQuestions questions={questions} state={state} />
    </FocusStepHeading>
  );
}

function KbaQuestions({
  questions,
  state,
}: {
  questions: readonly Question[];
  state: IdentityState;
}) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const [answers, setAnswers] = React.useState<Record<string, string | undefined>>({});
  const [unanswered, setUnanswered] = React.useState<Record<string, string | undefined>>({});
  const timedOut = state === 'timeout';

  const submit = (force: boolean) => {
    const missing = questions.filter((question) => !answers[question.name]);
    if (!force && missing.length > 0) {
      setUnanswered(
        Object.fromEntries(
          missing.map((question) => [question.name, IDENTITY_TEXTS.kbaUnanswered]),
        ),
      );
      return;
    }
    const body = Object.fromEntries(
      questions.map((question) => [question.name, answers[question.name] ?? '']),
    );
    void registrationActions()
      .then((actions) => actions.answer(body))
      .then(reportIdentityFailure);
  };

  const secondsRemaining = useCountdown(KBA_SECONDS_PER_QUESTION, () => {
    if (!timedOut && !registrationState.loading) submit(true);
  });

  return (
    <KnowledgeQuestionsScreen
      progress={progress}
      questions={questions.map((question) => ({
        id: question.name,
        prompt: question.prompt ?? '',
        choices: [...(question.choices ?? [])],
      }))}
      answers={answers}
      onAnswer={(id, choice) => {
        setAnswers((current) => ({ ...current, [id]: choice }));
        setUnanswered((current) => ({ ...current, [id]: undefined }));
      }}
      secondsRemaining={timedOut ? undefined : secondsRemaining}
      timedOut={timedOut}
      onRestart={() => {
        // The server has already started a new set: its first question is the current one.
        registrationState.error = null;
        registrationState.errorCode = null;
      }}
      loading={registration.loading}
      fieldErrors={unanswered}
      // The challenge itself is no error here: these questions are the way forward.
      formError={state === 'challenge' || timedOut ? undefined : (registration.error ?? undefined)}
      onContinue={() => submit(false)}
    />
  );
}
