import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { QuestionPage } from '../shared/question-page';

/** proveMobileAuthState of spec section 3 (null before anything was asked). */
type ProveMobileAuthState = 'initial-redirect' | 'pending' | 'success' | 'failure' | 'invalidated';

export type MobileAuthScreenProps = {
  proveMobileAuthState: ProveMobileAuthState | null;
  /** The number being confirmed, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  /** The redirect could not be asked for (the catalogue's words). */
  formError?: string;
  /** Ask the carrier: the first time, again after a failure, or after an invalidation. */
  onConfirm: () => void;
  /** Confirm by a code by text instead. */
  onUseCode: () => void;
  /** Go on after success. */
  onContinue: () => void;
  /** Back to the phone number. */
  onBack: () => void;
};

/**
 * Mobile-number authentication: the carrier confirms the number, no code to type. The page
 * follows proveMobileAuthState; the browser leaves for the carrier while it is pending and
 * comes back to success or failure.
 */
export function MobileAuthScreen({
  proveMobileAuthState: state,
  phoneNumber,
  formError,
  onConfirm,
  onUseCode,
  onContinue,
  onBack,
}: MobileAuthScreenProps) {
  const useCode = (
    <Button variant="link" onClick={onUseCode}>
      Send me a code instead
    </Button>
  );
  const number = <span className="whitespace-nowrap font-semibold">{phoneNumber}</span>;
  const frame = { onBack, formError, secondaryActions: useCode };

  switch (state) {
    case 'pending':
      return (
        <QuestionPage heading="Confirming your number" {...frame}>
          {/* One text beside the spinner: as flex items, the number would sit in its own column. */}
          <p role="status" className="flex items-start gap-2 text-base text-ink-700">
            <Spinner className="mt-0.5 shrink-0" />
            <span>Taking you to your mobile carrier to confirm {number}…</span>
          </p>
        </QuestionPage>
      );
    case 'success':
      return (
        <QuestionPage heading="Number confirmed" onContinue={onContinue} formError={formError}>
          <Alert tone="success">Thanks! {number} is confirmed as yours.</Alert>
        </QuestionPage>
      );
    case 'failure':
      return (
        <QuestionPage
          heading="We couldn't confirm your number"
          {...frame}
          onContinue={onConfirm}
          continueLabel="Try again"
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
          {...frame}
          onContinue={onConfirm}
          continueLabel="Confirm again"
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
          {...frame}
          loading={state === 'initial-redirect'}
          onContinue={onConfirm}
          continueLabel="Confirm my number"
        >
          <p className="text-base text-ink-900">{number}</p>
          <p role="status" className="min-h-6 text-base text-ink-700">
            {state === 'initial-redirect' ? 'Getting a secure link from your carrier…' : ''}
          </p>
        </QuestionPage>
      );
  }
}
