import { Button } from '../../primitives/button';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

export type SessionExpiredScreenProps = {
  /** Back to the start, to log in again with the phone number. */
  onLogIn: () => void;
};

/** Session expired: the flow's token timed out (stored as a timeout error, spec section 8). */
export function SessionExpiredScreen({ onLogIn }: SessionExpiredScreenProps) {
  return (
    <div data-slot="session-expired" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1
          tabIndex={-1}
          data-step-heading
          className="text-2xl font-bold text-ink-900 outline-none"
        >
          Session expired
        </h1>
        <p className="text-base text-ink-700">{SESSION_EXPIRED_TEXT}</p>
        <p className="text-base text-ink-700">
          For your security we log you out after a while without activity. Everything you already
          saved is still there.
        </p>
      </div>
      <Button block onClick={onLogIn}>
        Log in again
      </Button>
    </div>
  );
}
