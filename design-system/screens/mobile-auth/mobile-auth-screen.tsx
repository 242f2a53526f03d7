import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { QuestionPage } from '../shared/question-page';

/** proveMobileAuthState of spec section 3 (null before anything was asked). */
export type ProveMobileAuthState =
  | 'initial-redirect'
  | 'pending'
  | 'success'
  | 'failure'
  | 'invalidated';

export type MobileAuthScreenProps = {
  proveMobileAuthState: ProveMobileAuthState | null;
  /** The number being confirmed, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  /** Ask for the carrier's redirect (null state). */
  onStart: () => void;
  /** Start over after a failure or an invalidation. */
  onRetry: () => void;
  /** Fall back to a 6-digit code by SMS. */
  onUseCode?: () => void;
  /** Go on after success. */
  onContinue: () => void;
  onBack?: () => void;
};

/** Mobile-number authentication: the carrier confirms the number, no code to type. */
export function MobileAuthScreen({
  proveMobileAuthState: state,
  phoneNumber,
  onStart,
  onRetry,
  onUseCode,
  onContinue,
  onBack,
}: MobileAuthScreenProps) {
  const useCode =
    onUseCode && state !== 'success' ? (
      <Button variant="link" onClick={onUseCode}>
        Send me a code instead
      </Button>
    ) : null;
  const number = <span className="whitespace-nowrap font-semibold">{phoneNumber}</span>;

  switch (state) {
    case 'pending':
      return (
        <QuestionPage heading="Check your phone" onBack={onBack} secondaryActions={useCode}>
          <p className="text-base text-ink-700">
            We texted a secure link to {number}. Tap it on that phone to confirm it's yours, then
            come back to this page.
          </p>
          <p role="status" className="flex items-center gap-2 text-base text-ink-700">
            <Spinner /> Waiting for you to tap the link…
          </p>
        </QuestionPage>
      );
    case 'success':
      return (
        <QuestionPage heading="Number confirmed" onContinue={onContinue}>
          <Alert tone="success">Thanks! {number} is confirmed as yours.</Alert>
        </QuestionPage>
      );
    case 'failure':
      return (
        <QuestionPage
          heading="We couldn't confirm your number"
          onBack={onBack}
          onContinue={onRetry}
          continueLabel="Try again"
          secondaryActions={useCode}
        >
          <Alert tone="error">
            Your mobile carrier couldn't confirm {number}. Try again, or get a code by text instead.
          </Alert>
        </QuestionPage>
      );
    case 'invalidated':
      return (
        <QuestionPage
          heading="Please confirm your number again"
          onBack={onBack}
          onContinue={onRetry}
          continueLabel="Confirm again"
          secondaryActions={useCode}
        >
          <Alert tone="warning">
            For your security, the earlier confirmation of {number} has expired.
          </Alert>
        </QuestionPage>
      );
    default:
      // null and initial-redirect: the same page, busy while the carrier's link is fetched.
      return (
        <QuestionPage
          heading="Confirm your number instantly"
          lead="We'll check with your mobile carrier that this number is yours. There's no code to type."
          onBack={onBack}
          onContinue={onStart}
          continueLabel="Confirm my number"
          loading={state === 'initial-redirect'}
          secondaryActions={useCode}
        >
          <p className="text-base text-ink-900">{number}</p>
          <p role="status" className="min-h-6 text-base text-ink-700">
            {state === 'initial-redirect' ? 'Getting a secure link from your carrier…' : ''}
          </p>
        </QuestionPage>
      );
  }
}
