import * as React from 'react';
import { useSnapshot } from 'valtio';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import { initialAmountError } from '../../rules/funding';
import { resolveWalletMinimum, type WalletMinimumInput } from '../../rules/wallet-minimum';
import { offersFundingVerification } from '../../steps/funding-flow';
import { fundingActions, registrationActions } from '../actions-instance';
import { FocusStepHeading } from '../focus-step-heading';
import { FundingVerification } from './funding-verification';
import type { GroupProps } from './question-groups';
import { splitError } from './use-group';
import { useGroupProgress } from './use-group-progress';

function fundingSourceLabel(user: {
  funding: { type: string } | null;
  bankName: string | null;
}): string | undefined {
  switch (user.funding?.type) {
    case 'checking':
    case 'instant':
      return user.bankName ? `${user.bankName} account` : 'bank account';
    case 'debit':
      return 'debit card';
    default:
      return undefined;
  }
}

/**
 * set_initial_funding_amount: the first load, at least the wallet minimum (section 9). A
 * funding account that needs verifying is offered its two-amount check first.
 */
export default function InitialFundingGroup({ questions }: GroupProps) {
  const registration = useSnapshot(registrationState);
  const { toggles } = useSnapshot(togglesState);
  const [fetched, setFetched] = React.useState<WalletMinimumInput>();
  const name = questions[0]?.name ?? 'set_initial_funding_amount';
  const minimum = resolveWalletMinimum(toggles.minimumWalletLoad, fetched);

  // Under minimumWalletLoad the server says what the minimum is (get_initial_funding).
  React.useEffect(() => {
    if (!toggles.minimumWalletLoad) return;
    void fundingActions()
      .then((actions) => actions.loadInitialFunding())
      .then((result) => {
        if (result?.minimumLoadAmount) setFetched({ minimumLoadAmount: result.minimumLoadAmount });
      });
  }, [toggles.minimumWalletLoad]);

  const verifying = offersFundingVerification(registration);
  // Verification and the amount are two pages of one group: each heading takes focus.
  return (
    <FocusStepHeading key={verifying ? 'verify' : 'amount'}>
      {verifying ? <FundingVerification /> : <InitialFundingAmount name={name} minimum={minimum} />}
    </FocusStepHeading>
  );
}

function InitialFundingAmount({
  name,
  minimum,
}: {
  name: string;
  minimum: ReturnType<typeof resolveWalletMinimum>;
}) {
  const registration = useSnapshot(registrationState);
  const user = useSnapshot(userState);
  const { toggles } = useSnapshot(togglesState);
  const progress = useGroupProgress();
  const [amount, setAmount] = React.useState('');
  const [invalid, setInvalid] = React.useState<string>();
  const server = splitError(registration.error ?? undefined, registration.errorCode ?? undefined, {
    ERR_INVALID_AMOUNT: 'amount',
  });
  return (
    <InitialFundingScreen
      progress={progress}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        setInvalid(undefined);
      }}
      minimumLoadAmount={minimum.minimumLoadAmount}
      displayMinimumAmount={minimum.displayMinimumAmount}
      minimumWalletLoad={toggles.minimumWalletLoad}
      parentFundWalletDesign={toggles.parentFundWalletDesign}
      fundingSourceLabel={fundingSourceLabel(user)}
      loading={registration.loading}
      error={invalid ?? server.fieldErrors.amount}
      formError={invalid ? undefined : server.formError}
      onContinue={() => {
        const problem = initialAmountError(amount, minimum);
        setInvalid(problem);
        if (problem) return;
        const value = Math.round(Number(amount) * 100) / 100;
        // Kept before the answer: completion reads it, and the flow may complete at once.
        userState.initialLoadAmount = value;
        void registrationActions().then((actions) => actions.answer({ [name]: value }));
      }}
    />
  );
}
