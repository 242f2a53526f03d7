import { SYSTEM_EN } from '../../../vocabulary/messages/system.en';
import { useFormat } from '../../lib/format';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

export type StepUnavailableScreenProps = {
  /** The step without a page here, by the server's name for it: the lead names it. */
  step: string;
  onStartOver: () => void;
};

/**
 * A next-step value this web registration has no page for: it says so plainly (and that the
 * account is safe) and offers a way back, instead of a blank page.
 */
export function StepUnavailableScreen({ step, onStartOver }: StepUnavailableScreenProps) {
  const say = useText(SYSTEM_EN);
  const format = useFormat(SYSTEM_EN);
  return (
    <QuestionPage
      heading={say('system.unavailableHeading')}
      lead={format('system.unavailable', { step })}
      secondaryActions={
        <Button variant="secondary" block onClick={onStartOver}>
          {say('system.startOver')}
        </Button>
      }
    />
  );
}
