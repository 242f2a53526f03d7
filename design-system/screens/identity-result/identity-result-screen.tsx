import { Alert } from '../../primitives/alert';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

/**
 * pass: ERR_KYC_SUCCESS; partialFail: ERR_KYC_PARTIAL_FAIL; fail: ERR_KYC_FAIL;
 * error: ERR_IDENTITY_VERIFICATION (the check itself could not run).
 */
type IdentityOutcome = 'pass' | 'partialFail' | 'fail' | 'error';

/** @internal */
export const IDENTITY_TEXTS = {
  partialFail: 'Please re-enter your information and try again',
  error: 'There was an error verifying your identity. Please try again later.',
  failDefault: "We couldn't confirm your identity from the details you gave.",
} as const;

export type IdentityResultScreenProps = {
  outcome: IdentityOutcome;
  /** Toggle kycRetryEnabled (default off): a failed check may be tried again. */
  kycRetryEnabled?: boolean;
  /** For fail: the server's message, when it sends one. */
  message?: string;
  /** Back to the identity details (partial fail, or a retry under kycRetryEnabled). */
  onRetry?: () => void;
  /** On to the next step after a pass. */
  onContinue?: () => void;
} & Pick<QuestionFrameProps, 'progress' | 'loading'>;

const SUPPORT = 'Please call customer support at 1-888-483-2645 and we will help you finish.';

/** The identity check's outcome (spec section 4, identity check result codes). */
export function IdentityResultScreen({
  outcome,
  kycRetryEnabled = false,
  message,
  onRetry,
  onContinue,
  ...frame
}: IdentityResultScreenProps) {
  if (outcome === 'pass') {
    return (
      <QuestionPage
        heading="You're verified"
        lead="Thanks for confirming your identity. Next, let's add money to your family's account."
        {...frame}
        onContinue={onContinue}
      />
    );
  }
  if (outcome === 'partialFail') {
    return (
      <QuestionPage
        heading="Let's check your details"
        {...frame}
        onContinue={onRetry}
        continueLabel="Re-enter my information"
      >
        <Alert tone="warning">{IDENTITY_TEXTS.partialFail}</Alert>
        <p className="text-base text-ink-700">
          Make sure your name, date of birth and address match your official documents.
        </p>
      </QuestionPage>
    );
  }
  const canRetry = kycRetryEnabled && onRetry !== undefined;
  return (
    <QuestionPage
      heading="We couldn't verify your identity"
      {...frame}
      onContinue={canRetry ? onRetry : undefined}
      continueLabel="Try again"
    >
      <Alert tone="error">
        {outcome === 'error' ? IDENTITY_TEXTS.error : (message ?? IDENTITY_TEXTS.failDefault)}
      </Alert>
      {canRetry ? null : <p className="text-base text-ink-700">{SUPPORT}</p>}
    </QuestionPage>
  );
}
