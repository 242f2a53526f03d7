import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

export type StepUnavailableScreenProps = {
  /** Says which step it is and that the account is safe. */
  lead: string;
  onStartOver: () => void;
};

/**
 * A next-step value this web registration has no page for: it says so plainly and offers a
 * way back, instead of a blank page.
 */
export function StepUnavailableScreen({ lead, onStartOver }: StepUnavailableScreenProps) {
  return (
    <QuestionPage
      heading="This step isn't available here yet"
      lead={lead}
      secondaryActions={
        <Button variant="secondary" block onClick={onStartOver}>
          Start over
        </Button>
      }
    />
  );
}
