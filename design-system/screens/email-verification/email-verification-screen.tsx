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
  if (checking) {
    return (
      <QuestionPage heading="Checking your link">
        <p role="status" className="flex items-center gap-2 text-base text-ink-700">
          <Spinner /> Verifying your email address…
        </p>
      </QuestionPage>
    );
  }
  if (emailVerificationStatus === 'verified') {
    return (
      <QuestionPage heading="Email verified" onContinue={onContinue}>
        <Alert tone="success">Thanks! Your email address is verified.</Alert>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage heading="We couldn't verify your email" onContinue={onContinue}>
      <Alert tone="error">
        This link has already been used or has expired. Your email address is not verified yet.
      </Alert>
      <p className="text-base text-ink-700">
        Open the newest email we sent you, or ask support for a new link.
      </p>
    </QuestionPage>
  );
}
