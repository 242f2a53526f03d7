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
  return creditAccepted ? (
    <QuestionPage
      heading="You're on the credit waitlist"
      lead={
        email
          ? `We'll email you at ${email} as soon as it's your turn.`
          : "We'll email you as soon as it's your turn."
      }
      {...frame}
    >
      <p className="text-base text-ink-700">
        Joining doesn't affect your credit score, and nothing changes with your family's account in
        the meantime. Let's finish setting it up.
      </p>
    </QuestionPage>
  ) : (
    <QuestionPage
      heading="No problem"
      lead="You can join the credit waitlist any time from the app."
      {...frame}
    />
  );
}
