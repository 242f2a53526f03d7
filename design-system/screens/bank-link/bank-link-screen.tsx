import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

type BankLinkStatus = 'idle' | 'loading' | 'failed';

export type BankLinkScreenProps = {
  status: BankLinkStatus;
  /** Opens the bank-link flow (the provider's window, or the native one inside the apps). */
  onOpenBankLink: () => void;
  /** Shown when status is failed; the server's or the provider's words. */
  failureMessage?: string;
  /** Offered unless hideManualACH: type the routing and account numbers instead. */
  offerManual: boolean;
  onUseManual: () => void;
  onBack?: () => void;
};

const DEFAULT_FAILURE = 'We could not link that bank. Please try again.';

/** Instant bank link: the parent logs in to their bank in the provider's secure window. */
export function BankLinkScreen({
  status,
  onOpenBankLink,
  failureMessage,
  offerManual,
  onUseManual,
  onBack,
}: BankLinkScreenProps) {
  const loading = status === 'loading';
  const failed = status === 'failed';
  return (
    <QuestionPage
      heading="Link your bank"
      lead="A secure window from our bank-link partner opens. Log in to your bank there and pick the account to use."
      formError={failed ? (failureMessage ?? DEFAULT_FAILURE) : undefined}
      onBack={onBack}
      onContinue={onOpenBankLink}
      continueLabel={failed ? 'Try again' : 'Link my bank'}
      loading={loading}
      secondaryActions={
        offerManual ? (
          <Button variant="link" onClick={onUseManual}>
            Enter account details instead
          </Button>
        ) : null
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-ink-700">
        <li>Your bank login goes only to your bank. We never see or keep it.</li>
        <li>Money can move as soon as the account is linked.</li>
        <li>You can unlink it at any time in the app.</li>
      </ul>
      <p role="status" className="min-h-6 text-base text-ink-700">
        {loading ? 'Opening a secure connection to your bank…' : ''}
      </p>
    </QuestionPage>
  );
}
