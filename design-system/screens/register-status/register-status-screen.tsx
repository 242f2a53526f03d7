import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

export type RegisterStatusScreenProps = {
  heading: string;
  lead?: string;
  /** Why the last call failed, in the error summary. */
  formError?: string;
  /** A call is under way: the page says so and offers nothing to press. */
  waiting?: boolean;
  /** The main button's words when the page can try again (none: no button). */
  tryAgainLabel?: string;
  /** The way back to the phone step's words (none: no link). */
  startAgainLabel?: string;
  onTryAgain: () => void;
  onStartAgain: () => void;
};

/**
 * The register step's own pages, around the server's question groups: while it starts or
 * completes, when completing or loading failed (with a way to try again), and the last check
 * before completing while an address question waits.
 */
export function RegisterStatusScreen({
  heading,
  lead,
  formError,
  waiting = false,
  tryAgainLabel,
  startAgainLabel,
  onTryAgain,
  onStartAgain,
}: RegisterStatusScreenProps) {
  return (
    <QuestionPage
      heading={heading}
      lead={lead}
      formError={formError}
      loading={waiting}
      continueLabel={tryAgainLabel}
      onContinue={tryAgainLabel ? onTryAgain : undefined}
      secondaryActions={
        startAgainLabel ? (
          <Button variant="link" onClick={onStartAgain}>
            {startAgainLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
