import type { CreditWaitlistChoice } from '../../../vocabulary/domain';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const CREDIT_WAITLIST_FIELD_ID = 'credit-waitlist';

export type CreditWaitlistScreenProps = {
  /** null until the person picks. */
  choice: CreditWaitlistChoice | null;
  onChoiceChange: (choice: CreditWaitlistChoice) => void;
  /** E.g. asked to choose before going on. */
  error?: string;
} & QuestionFrameProps;

/**
 * The credit-waitlist question of parent_flow_6 and parent_flow_11 (set_credit_waitlist): one
 * yes-or-no decision, then the confirm screen says what it means.
 */
export function CreditWaitlistScreen({
  choice,
  onChoiceChange,
  error,
  ...frame
}: CreditWaitlistScreenProps) {
  return (
    <QuestionPage
      heading="Join the credit waitlist?"
      headingId={`${CREDIT_WAITLIST_FIELD_ID}-heading`}
      lead="We're building a way for parents to build credit with everyday spending. Join the waitlist and we'll tell you when it's ready."
      fieldErrors={{ [CREDIT_WAITLIST_FIELD_ID]: error }}
      {...frame}
    >
      <RadioCards
        id={CREDIT_WAITLIST_FIELD_ID}
        labelledBy={`${CREDIT_WAITLIST_FIELD_ID}-heading`}
        hint="Joining doesn't affect your credit score."
        value={choice}
        onValueChange={(value) => onChoiceChange(value as CreditWaitlistChoice)}
        error={error}
        options={[
          { value: 'join', title: 'Yes, add me to the waitlist' },
          { value: 'decline', title: 'No thanks' },
        ]}
      />
    </QuestionPage>
  );
}
