import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type EmailVerificationScreenProps = {
  email: string;
  /** emailVerificationStatus of spec section 3. */
  emailVerificationStatus: 'unverified' | 'verified';
  onResend: () => void;
  /** sending: the resend is in flight; sent: a new link went out. */
  resendState?: 'idle' | 'sending' | 'sent';
  // formError: e.g. the verification link failed (spec section 4: failure gives unverified).
} & Omit<QuestionFrameProps, 'progress'>;

/** Email verification by link: the parent opens the link we emailed. */
export function EmailVerificationScreen({
  email,
  emailVerificationStatus,
  onResend,
  resendState = 'idle',
  ...frame
}: EmailVerificationScreenProps) {
  const address = <span className="break-all font-semibold text-ink-900">{email}</span>;
  if (emailVerificationStatus === 'verified') {
    return (
      <QuestionPage heading="Email verified" onContinue={frame.onContinue} loading={frame.loading}>
        <Alert tone="success">Thanks! {address} is verified.</Alert>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage
      heading="Check your email"
      notice={resendState === 'sent' ? <>We sent a new link to {address}.</> : undefined}
      {...frame}
      continueLabel="I've verified my email"
      secondaryActions={
        <>
          <p className="text-sm text-ink-700">Nothing there? Check your spam folder, or</p>
          <Button variant="link" loading={resendState === 'sending'} onClick={onResend}>
            Send the email again
          </Button>
        </>
      }
    >
      <p className="text-base text-ink-700">
        We sent a link to {address}. Open it on any device to verify your email address. The link
        works for 7 days.
      </p>
    </QuestionPage>
  );
}
