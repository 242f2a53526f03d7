import * as React from 'react';
import { useSnapshot } from 'valtio';
import type { FundingMethod } from '../../../design-system/screens/funding-selector/funding-methods';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { QuestionPage } from '../../../design-system/screens/shared/question-page';
import { registrationState } from '../../model/registration-state';
import { togglesState } from '../../platform/toggles-state';
import { FUNDING_TEXTS } from '../../rules/funding';
import { hideFundingFlags } from '../../rules/funding-methods';
import { FocusStepHeading } from '../focus-step-heading';
import type { GroupProps } from './question-groups';
import { useGroupProgress } from './use-group-progress';

// Each method's form is its own chunk: the card form brings the 3-D Secure dialog with it.
const DebitCardForm = React.lazy(() =>
  import('./debit-card-form').then((module) => ({ default: module.DebitCardForm })),
);
const ManualBankForm = React.lazy(() =>
  import('./manual-bank-form').then((module) => ({ default: module.ManualBankForm })),
);
const BankLinkForm = React.lazy(() =>
  import('./bank-link-form').then((module) => ({ default: module.BankLinkForm })),
);

/**
 * set_funding_account: the parent picks how money comes in (debit card, instant bank link or a
 * manual bank account), then gives that method's details. The choice is screen state only: a
 * reload comes back to the choice, nothing typed is kept (card and account numbers never go
 * to session storage).
 */
export default function FundingGroup({ questions }: GroupProps) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const { toggles } = useSnapshot(togglesState);
  const [method, setMethod] = React.useState<FundingMethod | null>(null);
  const [chosen, setChosen] = React.useState<FundingMethod | null>(null);
  const [unchosen, setUnchosen] = React.useState(false);
  const name = questions[0]?.name ?? 'set_funding_account';
  const flags = hideFundingFlags(toggles.hideFunding, toggles);

  const go = (next: FundingMethod | null) => {
    // An error belongs to the screen it came from.
    registrationState.error = null;
    setChosen(next);
  };
  const back = () => go(null);

  if (chosen) {
    return (
      // A new page for a screen reader: the form's heading takes focus, once it has loaded
      // (inside the boundary, the focus effect waits for the form, not the fallback).
      <React.Suspense fallback={<QuestionPage heading="Just a moment" loading />}>
        <FocusStepHeading key={chosen}>
          {chosen === 'debit' ? <DebitCardForm name={name} onBack={back} /> : null}
          {chosen === 'manual' ? <ManualBankForm name={name} onBack={back} /> : null}
          {chosen === 'instant' ? (
            <BankLinkForm
              name={name}
              onBack={back}
              onUseManual={flags.hideManualACH ? undefined : () => go('manual')}
            />
          ) : null}
        </FocusStepHeading>
      </React.Suspense>
    );
  }
  return (
    <FundingSelectorScreen
      progress={progress}
      {...flags}
      reOrderDebitOnFundingScreen={toggles.reOrderDebitOnFundingScreen}
      value={method}
      onValueChange={(next) => {
        setMethod(next);
        setUnchosen(false);
      }}
      error={unchosen ? FUNDING_TEXTS.method : undefined}
      formError={registration.error ?? undefined}
      onContinue={() => {
        if (!method) {
          setUnchosen(true);
          return;
        }
        go(method);
      }}
    />
  );
}
