import { LOGIN_EN } from '../../../vocabulary/messages/login.en';
import { Message } from '../../lib/format';
import { useText } from '../../lib/text';
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
  const say = useText(LOGIN_EN);
  if (sentTo) {
    return (
      <QuestionPage
        heading={say('login.sentHeading')}
        {...frame}
        secondaryActions={
          onResend ? (
            <Button variant="link" onClick={onResend} loading={loading}>
              {say('login.sendAgain')}
            </Button>
          ) : undefined
        }
      >
        <Alert tone="success">
          <Message
            source={LOGIN_EN}
            id="login.sent"
            values={{ email: <strong>{sentTo}</strong> }}
          />
        </Alert>
        <p className="text-base text-ink-700">{say('login.sentNext')}</p>
      </QuestionPage>
    );
  }
  return (
    <QuestionPage
      heading={say('login.forgotHeading')}
      lead={say('login.forgotLead')}
      fieldErrors={{ [FORGOT_EMAIL_FIELD_ID]: error }}
      {...frame}
      onContinue={onContinue}
      continueLabel={say('login.sendLink')}
      loading={loading}
    >
      <TextField
        id={FORGOT_EMAIL_FIELD_ID}
        label={say('login.email')}
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
