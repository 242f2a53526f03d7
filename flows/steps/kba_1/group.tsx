import * as React from 'react';
import { KnowledgeQuestionsScreen } from '../../../design-system/screens/knowledge-questions/knowledge-questions-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { identityState, KBA_SECONDS_PER_QUESTION } from '../../rules/identity';
import { StepPage } from '../../shell/step-page';
import type { GroupProps } from '../register/question-groups';
import { IdentityResult } from '../verify_identity/identity-result';
import { KBA_FORM } from './rule';
import { kbaIntents, kbaPage, kbaView } from './view';

const intents = kbaIntents(stepActions);

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
 * Knowledge-based questions after ERR_KYC_PARTIAL_FAIL_CHALLENGE, one group and one page per
 * question (kind 'kba'). Each question has 2 minutes; when they run out the answer (or none)
 * goes to the server, which decides: a timeout shows section 8's text and a new set starts.
 * A new set is a new key below, so it starts afresh; its pick went with the error (answer-flow).
 */
export default function KbaGroup({ questions }: GroupProps) {
  const input = useViewInput();
  const { registration } = input;
  const state = identityState(registration.error ? registration.errorCode : null);

  if (state === 'fail' || state === 'error') {
    return (
      <StepPage key="result">
        <IdentityResult />
      </StepPage>
    );
  }
  // Only the timeout is a page of its own: the challenge notice clearing is no new page.
  const key = `${questions.map((question) => question.name).join()}:${kbaPage(input)}`;
  // A timeout and each question are new pages within the group: the heading takes focus.
  return (
    <StepPage key={key}>
      <KbaQuestion />
    </StepPage>
  );
}

function KbaQuestion() {
  const view = kbaView(useViewInput());
  const secondsRemaining = useCountdown(KBA_SECONDS_PER_QUESTION, () => {
    if (!view.timedOut && !view.loading) void stepActions.registration.answerKba(KBA_FORM, true);
  });
  return (
    <KnowledgeQuestionsScreen
      {...view}
      {...intents}
      // The view gives the whole time on entering; the clock is the page's own.
      secondsRemaining={view.timedOut ? undefined : secondsRemaining}
    />
  );
}
