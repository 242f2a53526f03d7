import { EMAIL_VERIFICATION_EN } from '../../../vocabulary/messages/email-verification.en';
import { useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Spinner } from '../../primitives/spinner';
import { QuestionPage } from '../shared/question-page';

export type EmailVerificationScreenProps = {
  /** The link is being checked. */
  checking: boolean;
  /** emailVerificationStatus of spec section 3, once the link was checked. */
  emailVerificationStatus: 'unverified' | 'verified';
  /** Back to the sign-up (or the start, in a new tab). */
  onContinue: () => void;
};

/** The page the emailed verification link opens: checking, then verified or unverified. */
export function EmailVerificationScreen({
  checking,
  emailVerificationStatus,
  onContinue,
}: EmailVerificationScreenProps) {
  const say = useText(EMAIL_VERIFICATION_EN);
  if (checking) {
    return (
      <QuestionPage heading={say('emailVerification.checkingHeading')}>
        <p role="status" className="flex items-center gap-2 text-base text-ink-700">
          <Spinner /> {say('emailVerification.checking')}
        </p>
      </QuestionPage>
    );
  }
  if (emailVerificationStatus === 'verified') {
    return (
      <QuestionPage heading={say('emailVerification.verifiedHeading')} onContinue={onContinue}>
        <Alert tone="success">{say('emailVerification.verified')}</Alert>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage heading={say('emailVerification.unverifiedHeading')} onContinue={onContinue}>
      <Alert tone="error">{say('emailVerification.unverified')}</Alert>
      <p className="text-base text-ink-700">{say('emailVerification.unverifiedNext')}</p>
    </QuestionPage>
  );
}
