import { BANK_LINK_EN } from '../../../vocabulary/messages/bank-link.en';
import { FUNDING_CHOICE_CHECKS_EN } from '../../../vocabulary/messages/funding-choice-checks.en';
import { useText } from '../../lib/text';
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

const DEFAULT_FAILURE = FUNDING_CHOICE_CHECKS_EN['fundingChoiceChecks.bankNotLinked'];

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
  const say = useText(BANK_LINK_EN);
  return (
    <QuestionPage
      heading={say('bankLink.heading')}
      lead={say('bankLink.lead')}
      formError={failed ? (failureMessage ?? DEFAULT_FAILURE) : undefined}
      onBack={onBack}
      onContinue={onOpenBankLink}
      continueLabel={say(failed ? 'bankLink.retry' : 'bankLink.link')}
      loading={loading}
      secondaryActions={
        offerManual ? (
          <Button variant="link" onClick={onUseManual}>
            {say('bankLink.useManual')}
          </Button>
        ) : null
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-ink-700">
        <li>{say('bankLink.loginPrivate')}</li>
        <li>{say('bankLink.moneyMoves')}</li>
        <li>{say('bankLink.unlink')}</li>
      </ul>
      <p role="status" className="min-h-6 text-base text-ink-700">
        {loading ? say('bankLink.opening') : ''}
      </p>
    </QuestionPage>
  );
}
