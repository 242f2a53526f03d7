import { CREDIT_WAITLIST_EN } from '../../../vocabulary/messages/credit-waitlist.en';
import { useFormat } from '../../lib/format';
import { useText } from '../../lib/text';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type CreditWaitlistConfirmScreenProps = {
  /** creditAccepted of the credit application: the parent joined the waitlist. */
  creditAccepted: boolean;
  /** Shown as "We'll email you at ..." when known. */
  email?: string;
} & Pick<QuestionFrameProps, 'onContinue' | 'loading'>;

/**
 * The confirmation after the credit-waitlist question of parent_flow_6 and parent_flow_11,
 * shown while the creditWaitlist toggle's showConfirmScreen is on (its default).
 */
export function CreditWaitlistConfirmScreen({
  creditAccepted,
  email,
  ...frame
}: CreditWaitlistConfirmScreenProps) {
  const say = useText(CREDIT_WAITLIST_EN);
  const format = useFormat(CREDIT_WAITLIST_EN);
  return creditAccepted ? (
    <QuestionPage
      heading={say('creditWaitlist.joinedHeading')}
      lead={
        email
          ? format('creditWaitlist.joinedLeadEmail', { email })
          : say('creditWaitlist.joinedLead')
      }
      {...frame}
    >
      <p className="text-base text-ink-700">{say('creditWaitlist.joinedMeantime')}</p>
    </QuestionPage>
  ) : (
    <QuestionPage
      heading={say('creditWaitlist.declinedHeading')}
      lead={say('creditWaitlist.declinedLead')}
      {...frame}
    />
  );
}
