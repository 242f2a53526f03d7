import { SYSTEM_EN } from '../../../vocabulary/messages/system.en';
import { type TextId, useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

type SystemText = TextId<typeof SYSTEM_EN>;

export type RegisterStatusScreenProps = {
  heading: SystemText;
  lead?: SystemText;
  /** Why the last call failed, in the error summary. */
  formError?: string;
  /** A call is under way: the page says so and offers nothing to press. */
  waiting?: boolean;
  /** The page can try again: its main button (none: no button). */
  offersTryAgain?: boolean;
  /** The way back to the phone step (none: no link). */
  offersStartAgain?: boolean;
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
  offersTryAgain = false,
  offersStartAgain = false,
  onTryAgain,
  onStartAgain,
}: RegisterStatusScreenProps) {
  const say = useText(SYSTEM_EN);
  return (
    <QuestionPage
      heading={say(heading)}
      lead={lead ? say(lead) : undefined}
      formError={formError}
      loading={waiting}
      continueLabel={offersTryAgain ? say('system.tryAgain') : undefined}
      onContinue={offersTryAgain ? onTryAgain : undefined}
      secondaryActions={
        offersStartAgain ? (
          <Button variant="link" onClick={onStartAgain}>
            {say('system.startAgain')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A short wait with nothing to press (a page's code or settings on their way): its heading only. */
export function JustAMoment() {
  const say = useText(SYSTEM_EN);
  return <QuestionPage heading={say('system.waitingHeading')} loading />;
}
