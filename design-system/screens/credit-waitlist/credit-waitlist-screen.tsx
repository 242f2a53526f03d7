import type { CreditWaitlistChoice } from '../../../vocabulary/domain';
import { CREDIT_WAITLIST_EN } from '../../../vocabulary/messages/credit-waitlist.en';
import { useText } from '../../lib/text';
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
  const say = useText(CREDIT_WAITLIST_EN);
  return (
    <QuestionPage
      heading={say('creditWaitlist.heading')}
      headingId={`${CREDIT_WAITLIST_FIELD_ID}-heading`}
      lead={say('creditWaitlist.lead')}
      fieldErrors={{ [CREDIT_WAITLIST_FIELD_ID]: error }}
      {...frame}
    >
      <RadioCards
        id={CREDIT_WAITLIST_FIELD_ID}
        labelledBy={`${CREDIT_WAITLIST_FIELD_ID}-heading`}
        hint={say('creditWaitlist.hint')}
        value={choice}
        onValueChange={(value) => onChoiceChange(value as CreditWaitlistChoice)}
        error={error}
        options={[
          { value: 'join', title: say('creditWaitlist.join') },
          { value: 'decline', title: say('creditWaitlist.decline') },
        ]}
      />
    </QuestionPage>
  );
}
