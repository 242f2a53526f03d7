import { Button } from '../../design-system/primitives/button';
import { QuestionPage } from '../../design-system/screens/shared/question-page';
import { resetRegistrationState } from '../model/registration-state';
import { resetUserState } from '../model/user-state';

/**
 * Shown for a next-step value whose container has not landed yet: it says so plainly and
 * offers a way back, instead of a blank page.
 */
export function StepUnavailable({ step }: { step: string }) {
  return (
    <QuestionPage
      heading="This step isn't available here yet"
      lead={`Your account is safe. The next step (${step}) can't be completed on the web yet.`}
      secondaryActions={
        <Button
          variant="secondary"
          block
          onClick={() => {
            resetRegistrationState();
            resetUserState();
          }}
        >
          Start over
        </Button>
      }
    />
  );
}
