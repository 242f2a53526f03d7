import { Button, buttonVariants } from '../../primitives/button';

/** Section 8, ERR_DEACTIVATED, word for word: the older text and the newer one. */
export const DEACTIVATED_TEXT =
  'Your account has been deactivated. Please call customer support at 1-888-483-2645.';
export const CLOSED_TEXT =
  "Oops! Your account is currently closed. To reactivate, please log in to the provider's app.";

export type AccountStatusScreenProps = {
  /** The next-step value that led here. */
  status: 'deactivated' | 'invalidated';
  /** Toggle newDeactivatedErrorMsg (default off): the newer deactivated text. */
  newDeactivatedErrorMsg?: boolean;
  /** Invalidated: confirm the number again (a new access request). */
  onContinue?: () => void;
  /** Back to the start. */
  onStartOver?: () => void;
};

/** Account deactivated or invalidated: nothing to fill in, only what to do next. */
export function AccountStatusScreen({
  status,
  newDeactivatedErrorMsg = false,
  onContinue,
  onStartOver,
}: AccountStatusScreenProps) {
  const deactivated = status === 'deactivated';
  return (
    <div data-slot="account-status" data-status={status} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1
          tabIndex={-1}
          data-step-heading
          className="text-2xl font-bold text-ink-900 outline-none"
        >
          {deactivated
            ? newDeactivatedErrorMsg
              ? 'Your account is closed'
              : 'Your account is deactivated'
            : "Let's confirm it's you"}
        </h1>
        <p className="text-base text-ink-700">
          {deactivated
            ? newDeactivatedErrorMsg
              ? CLOSED_TEXT
              : DEACTIVATED_TEXT
            : 'For your security, we need to check your mobile number again before you go on. It only takes a moment.'}
        </p>
      </div>
      <div className="flex flex-col items-center gap-3">
        {deactivated && !newDeactivatedErrorMsg ? (
          // A real tel: link, so a phone dials it and a desktop offers its calling app.
          <a href="tel:+18884832645" className={buttonVariants({ block: true })}>
            Call 1-888-483-2645
          </a>
        ) : null}
        {!deactivated && onContinue ? (
          <Button block onClick={onContinue}>
            Continue
          </Button>
        ) : null}
        {onStartOver ? (
          <Button variant="link" onClick={onStartOver}>
            Back to the start
          </Button>
        ) : null}
      </div>
    </div>
  );
}
