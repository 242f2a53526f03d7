import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const FORGOT_EMAIL_FIELD_ID = 'forgot-password-email';

export type ForgotPasswordScreenProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Set once the link went out: the screen then says where to look. */
  sentTo?: string;
  /** Sends the link again from the "sent" state. */
  onResend?: () => void;
  error?: string;
  // onContinue sends the reset link (POST /auth/forgot); onBack goes back to the login step.
} & QuestionFrameProps;

/** Forgot password: the account's email gets a single-use reset link. */
export function ForgotPasswordScreen({
  email,
  onEmailChange,
  onContinue,
  sentTo,
  onResend,
  loading = false,
  error,
  ...frame
}: ForgotPasswordScreenProps) {
  if (sentTo) {
    return (
      <QuestionPage
        heading="Check your email"
        {...frame}
        secondaryActions={
          onResend ? (
            <Button variant="link" onClick={onResend} loading={loading}>
              Send the link again
            </Button>
          ) : undefined
        }
      >
        <Alert tone="success">
          If <strong>{sentTo}</strong> belongs to an account, a link to reset your password is on
          its way.
        </Alert>
        <p className="text-base text-ink-700">
          The link works once and expires soon. Didn't get it? Check your spam folder, or send it
          again.
        </p>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage
      heading="Reset your password"
      lead="Enter the email address on your account and we'll send you a link to set a new password."
      fieldErrors={{ [FORGOT_EMAIL_FIELD_ID]: error }}
      {...frame}
      onContinue={onContinue}
      continueLabel="Send reset link"
      loading={loading}
    >
      <TextField
        id={FORGOT_EMAIL_FIELD_ID}
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={error}
        onChange={(event) => onEmailChange(event.target.value)}
      />
    </QuestionPage>
  );
}
