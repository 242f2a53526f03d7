import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { formatCountdown, spokenCountdown } from './countdown';

export type KbaQuestion = { id: string; prompt: string; choices: string[] };

/** The error summary links to each question's group by this id. */
export const kbaFieldId = (questionId: string) => `kba-${questionId}`;

export const KBA_TIMEOUT_TEXT = 'You took too long to answer these questions. Please try again.';

export type KnowledgeQuestionsScreenProps = {
  questions: KbaQuestion[];
  /** Question id -> chosen answer. */
  answers: Record<string, string | undefined>;
  onAnswer: (questionId: string, choice: string) => void;
  /** Time left to answer (the allowed-time limit), counted down by the container. */
  secondsRemaining?: number;
  /** The limit ran out (ERR_ALLOWED_TIMEOUT_EXCEEDED / KBA_QUESTION_TIMEOUT). */
  timedOut?: boolean;
  /** Starts a new set of questions after a timeout. */
  onRestart?: () => void;
  /** Question id -> message, e.g. not answered. */
  fieldErrors?: Record<string, string | undefined>;
} & QuestionFrameProps;

/** Knowledge-based questions (KBA) after ERR_KYC_PARTIAL_FAIL_CHALLENGE, against the clock. */
export function KnowledgeQuestionsScreen({
  questions,
  answers,
  onAnswer,
  secondsRemaining,
  timedOut = false,
  onRestart,
  fieldErrors = {},
  ...frame
}: KnowledgeQuestionsScreenProps) {
  if (timedOut) {
    return (
      <QuestionPage
        heading="Time's up"
        progress={frame.progress}
        onContinue={onRestart}
        continueLabel="Try again"
        loading={frame.loading}
      >
        <Alert tone="error">{KBA_TIMEOUT_TEXT}</Alert>
      </QuestionPage>
    );
  }
  const lastMinute = secondsRemaining !== undefined && secondsRemaining <= 60;
  return (
    <QuestionPage
      heading="A few questions to confirm it's you"
      lead="These come from public records and your credit history. Pick one answer for each."
      fieldErrors={Object.fromEntries(
        questions.map((question) => [kbaFieldId(question.id), fieldErrors[question.id]]),
      )}
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
      {questions.map((question, index) => (
        <RadioCards
          key={question.id}
          id={kbaFieldId(question.id)}
          legend={questions.length > 1 ? `${index + 1}. ${question.prompt}` : question.prompt}
          options={question.choices.map((choice) => ({ value: choice, title: choice }))}
          value={answers[question.id] ?? null}
          onValueChange={(choice) => onAnswer(question.id, choice)}
          error={fieldErrors[question.id]}
        />
      ))}
    </QuestionPage>
  );
}
