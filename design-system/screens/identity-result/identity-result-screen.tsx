import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type IdentityResultScreenProps = {
  heading: string;
  /** What happened: the check said no, or could not run. */
  message: string;
  /** The way on that is always open: support, with the number as a link that dials it. */
  support: { before: string; phone: { display: string; href: string }; after: string };
  /** A retry, only where there is something to try (the check could not run, kycRetryEnabled). */
  retryLabel?: string;
  onRetry?: () => void;
  /** Inside the native apps: the way back to the app, as the other end pages have. */
  leaveLabel?: string;
  onLeave?: () => void;
  loading?: boolean;
};

/**
 * The identity check's end (ERR_KYC_FAIL, ERR_IDENTITY_VERIFICATION): an end, not a question,
 * so no step progress; it says what happened and what can be done, and nothing else.
 */
export function IdentityResultScreen({
  heading,
  message,
  support,
  retryLabel,
  onRetry,
  leaveLabel,
  onLeave,
  loading = false,
}: IdentityResultScreenProps) {
  return (
    <div data-slot="identity-result" className="flex flex-col gap-6">
      <PageHeading>{heading}</PageHeading>
      <Alert tone="error">{message}</Alert>
      <p className="text-base text-ink-700">
        {support.before}
        {/* A real tel: link (inside the apps the shell hands it to the phone). The number never
            breaks across lines: a wrapped number is hard to read and to dial. */}
        <a
          href={support.phone.href}
          className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
        >
          {support.phone.display}
        </a>
        {support.after}
      </p>
      {(retryLabel && onRetry) || (leaveLabel && onLeave) ? (
        <div className="flex flex-col items-center gap-3">
          {retryLabel && onRetry ? (
            <Button block loading={loading} onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {leaveLabel && onLeave ? (
            <Button
              block
              variant={retryLabel && onRetry ? 'secondary' : 'primary'}
              onClick={onLeave}
            >
              {leaveLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
