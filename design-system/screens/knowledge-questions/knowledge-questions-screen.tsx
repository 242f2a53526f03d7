import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { StepProgress } from '../../primitives/step-progress';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { formatCountdown, spokenCountdown } from './countdown';

/** @internal */
export type KbaQuestion = { prompt: string; choices: readonly string[] };

/** The error summary links to the question's group by this id. */
const KBA_FIELD_ID = 'kba-answer';

export type KnowledgeQuestionsScreenProps = {
  /** The one question of this page (the flow asks them one per page). */
  question: KbaQuestion;
  answer: string | null;
  onAnswer: (choice: string) => void;
  /** Time left to answer (the allowed-time limit), counted down by the container. */
  secondsRemaining?: number;
  /** The limit ran out (ERR_ALLOWED_TIMEOUT_EXCEEDED / KBA_QUESTION_TIMEOUT). */
  timedOut: boolean;
  /** What the timeout page says. */
  timeoutText: string;
  /** Starts a new set of questions after a timeout. */
  onRestart: () => void;
  /** The question's own error, e.g. not answered. */
  error?: string;
  /** Which of the questions this is: a count within the step, true as it counts. */
  progress?: { current: number; total: number; noun?: string; label?: string };
} & QuestionFrameProps;

/** Knowledge-based questions (KBA) after ERR_KYC_PARTIAL_FAIL_CHALLENGE, against the clock. */
export function KnowledgeQuestionsScreen({
  question,
  answer,
  onAnswer,
  secondsRemaining,
  timedOut,
  timeoutText,
  onRestart,
  error,
  progress,
  ...frame
}: KnowledgeQuestionsScreenProps) {
  const counter = progress ? <StepProgress {...progress} /> : null;
  if (timedOut) {
    return (
      <QuestionPage
        heading="Time's up"
        counter={counter}
        onContinue={onRestart}
        continueLabel="Try again"
        loading={frame.loading}
      >
        <Alert tone="error">{timeoutText}</Alert>
      </QuestionPage>
    );
  }
  const lastMinute = secondsRemaining !== undefined && secondsRemaining <= 60;
  return (
    <QuestionPage
      heading="A few questions to confirm it's you"
      lead="These come from public records and your credit history. Pick one answer."
      fieldErrors={{ [KBA_FIELD_ID]: error }}
      counter={counter}
      {...frame}
    >
      {secondsRemaining !== undefined ? (
        <div className="flex flex-col gap-1">
          {/* role="timer" is silent by default: reading every tick aloud would drown the
              questions. The one-minute warning below is announced once instead. */}
          <p
            role="timer"
            aria-label={`Time left: ${spokenCountdown(secondsRemaining)}`}
            className={
              lastMinute
                ? 'text-base font-semibold text-danger-700'
                : 'text-base font-semibold text-ink-900'
            }
          >
            Time left: <span className="tabular-nums">{formatCountdown(secondsRemaining)}</span>
          </p>
          <p role="status" className="sr-only">
            {lastMinute ? 'Less than a minute left to answer.' : ''}
          </p>
        </div>
      ) : null}
      <RadioCards
        id={KBA_FIELD_ID}
        legend={question.prompt}
        options={question.choices.map((choice) => ({ value: choice, title: choice }))}
        value={answer}
        onValueChange={onAnswer}
        error={error}
      />
    </QuestionPage>
  );
}
