import * as React from 'react';
import {
  type CreditWaitlistChoice,
  CreditWaitlistScreen,
} from '../../../design-system/screens/credit-waitlist/credit-waitlist-screen';
import { CreditWaitlistConfirmScreen } from '../../../design-system/screens/credit-waitlist-confirm/credit-waitlist-confirm-screen';
import { CREDIT_WAITLIST_DEFAULTS } from '../../rules/toggles';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { useGroup } from './use-group';

export const CHOOSE_CREDIT_WAITLIST = 'Choose whether to join the credit waitlist';

/**
 * set_credit_waitlist (parent_flow_6 and 11): the choice, then its confirmation (while
 * showConfirmScreen is on), then one answer: the confirmation costs no round trip.
 */
export default function CreditWaitlistGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, submit } = useGroup();
  const question = questions[0]?.name ?? 'set_credit_waitlist';
  const [choice, setChoice] = React.useState<CreditWaitlistChoice | null>(null);
  const [missing, setMissing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  // The toggle is structured and not fetched yet: its defaults apply (confirm screen on).
  const { showConfirmScreen } = CREDIT_WAITLIST_DEFAULTS;

  // The confirmation replaces the question: its heading takes focus, as a new page's would.
  React.useEffect(() => {
    if (confirming) document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [confirming]);

  const send = () =>
    void submit({ [answerKey(question)]: { creditAccepted: choice === 'join' } }).then(() => {
      // A refused answer goes back to the question, where the error shows.
      setConfirming(false);
    });

  if (confirming && !error) {
    const email = registration.prefilledAnswers.setUserEmail;
    return (
      <CreditWaitlistConfirmScreen
        creditAccepted={choice === 'join'}
        email={typeof email === 'string' ? email : undefined}
        onContinue={send}
        loading={loading}
      />
    );
  }
  return (
    <CreditWaitlistScreen
      choice={choice}
      onChoiceChange={(next) => {
        setChoice(next);
        setMissing(false);
      }}
      onContinue={() => {
        if (!choice) {
          setMissing(true);
          return;
        }
        if (showConfirmScreen) setConfirming(true);
        else send();
      }}
      progress={progress}
      loading={loading}
      error={missing ? CHOOSE_CREDIT_WAITLIST : undefined}
      formError={missing ? undefined : error}
    />
  );
}
