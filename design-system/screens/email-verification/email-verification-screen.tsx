import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

export type EmailVerificationScreenProps = {
  email: string;
  /** emailVerificationStatus of spec section 3. */
  emailVerificationStatus: 'unverified' | 'verified';
  onContinue: () => void;
  onResend: () => void;
  /** sending: the resend is in flight; sent: a new link went out. */
  resendState?: 'idle' | 'sending' | 'sent';
  /** E.g. the verification link failed (spec section 4: failure gives unverified). */
  formError?: string;
  onBack?: () => void;
  loading?: boolean;
};

/** Email verification by link: the parent opens the link we emailed. */
export function EmailVerificationScreen({
  email,
  emailVerificationStatus,
  onContinue,
  onResend,
  resendState = 'idle',
  formError,
  onBack,
  loading = false,
}: EmailVerificationScreenProps) {
  const address = <span className="break-all font-semibold text-ink-900">{email}</span>;
  if (emailVerificationStatus === 'verified') {
    return (
      <QuestionPage heading="Email verified" onContinue={onContinue} loading={loading}>
        <Alert tone="success">Thanks! {address} is verified.</Alert>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage
      heading="Check your email"
      formError={formError}
      notice={resendState === 'sent' ? <>We sent a new link to {address}.</> : undefined}
      onBack={onBack}
      onContinue={onContinue}
      continueLabel="I've verified my email"
      loading={loading}
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
