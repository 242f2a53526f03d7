import { KBA_EN } from '../../../vocabulary/messages/kba.en';
import { Message, useFormat } from '../../lib/format';
import { useText, useWords } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { StepProgress } from '../../primitives/step-progress';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { formatCountdown, spokenCountdown } from './countdown';

/**
 * A question as the identity service words it, with its answers: shown as sent, in the
 * service's language, never through the catalogue (the sandbox's are in English).
 * @internal
 */
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
  /** What the timeout page says (section 8's words). */
  timeoutText: string;
  /** Starts a new set of questions after a timeout. */
  onRestart: () => void;
  /** The question's own error, e.g. not answered. */
  error?: string;
  /** Which of the questions this is: a count within the step, true as it counts. */
  progress?: { current: number; total: number };
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
  const say = useText(KBA_EN);
  const format = useFormat(KBA_EN);
  const words = useWords();
  const counter = progress ? (
    <StepProgress
      {...progress}
      label={say('kba.progressLabel')}
      count={(current, total) => format('kba.progress', { current, total })}
    />
  ) : null;
  if (timedOut) {
    return (
      <QuestionPage
        heading={say('kba.timedOutHeading')}
        counter={counter}
        onContinue={onRestart}
        continueLabel={say('kba.restart')}
        loading={frame.loading}
      >
        <Alert tone="error">{words(timeoutText)}</Alert>
      </QuestionPage>
    );
  }
  const lastMinute = secondsRemaining !== undefined && secondsRemaining <= 60;
  const spoken = secondsRemaining === undefined ? undefined : spokenCountdown(secondsRemaining);
  return (
    <QuestionPage
      heading={say('kba.heading')}
      lead={say('kba.lead')}
      fieldErrors={{ [KBA_FIELD_ID]: error }}
      counter={counter}
      {...frame}
    >
      {secondsRemaining !== undefined && spoken ? (
        <div className="flex flex-col gap-1">
          {/* role="timer" is silent by default: reading every tick aloud would drown the
              questions. The one-minute warning below is announced once instead. */}
          <p
            role="timer"
            aria-label={format('kba.timeLeftSpoken', {
              time: format(spoken.id, spoken.values ?? {}),
            })}
            className={
              lastMinute
                ? 'text-base font-semibold text-danger-700'
                : 'text-base font-semibold text-ink-900'
            }
          >
            <Message
              source={KBA_EN}
              id="kba.timeLeft"
              values={{
                clock: <span className="tabular-nums">{formatCountdown(secondsRemaining)}</span>,
              }}
            />
          </p>
          <p role="status" className="sr-only">
            {lastMinute ? say('kba.lastMinute') : ''}
          </p>
        </div>
      ) : null}
      <RadioCards
        id={KBA_FIELD_ID}
        // The service's own words, as it sends them (KbaQuestion).
        legend={question.prompt}
        options={question.choices.map((choice) => ({ value: choice, title: choice }))}
        value={answer}
        onValueChange={onAnswer}
        error={error}
      />
    </QuestionPage>
  );
}
