import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  type MicroDepositValues,
  MicroDepositVerificationScreen,
} from '../../../design-system/screens/micro-deposit-verification/micro-deposit-verification-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { ERROR_CODES } from '../../rules/errors';
import { microAmount, microDepositErrors } from '../../rules/funding';
import { fundingActions, registrationActions } from '../actions-instance';
import { useGroupProgress } from './use-group-progress';

const EMPTY: MicroDepositValues = { amount1: '', amount2: '' };

/** The account awaiting its two amounts: the one just set, else the first still pending. */
function pendingAccountId(): string | undefined {
  const set = userState.funding?.fundingAccountId;
  if (set) return set;
  return userState.fundingAccounts.find((account) => account.status === 'pending_verification')?.id;
}

/**
 * Debit verification (spec section 4): now, with the two amounts (success clears
 * needsVerification), or later (needsVerification stays, skippedVerification is set). Used
 * right after a funding account that needs it and from the completion screen (verify_funding).
 */
export function FundingVerification({ onDone }: { onDone?: () => void }) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const user = useSnapshot(userState);
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<ReturnType<typeof microDepositErrors>>({});

  // After a reload without the funding extras, the pending account is found by a look-up.
  React.useEffect(() => {
    if (!pendingAccountId()) void fundingActions().then((actions) => actions.loadFundingAccounts());
  }, []);

  // After a login on another device only the looked-up account says what it is.
  const account =
    user.fundingAccounts.find((item) => item.id === user.funding?.fundingAccountId) ??
    user.fundingAccounts.find((item) => item.status === 'pending_verification');
  const bank = (user.funding?.type ?? account?.type) === 'checking';
  const bankName =
    user.bankName ?? (typeof account?.bankName === 'string' ? account.bankName : null);
  const accountLabel = bank ? `your ${bankName ?? 'bank'} account` : 'your debit card';
  const later = async () => {
    await (await registrationActions()).verifyDebitLater();
    onDone?.();
  };

  return (
    <MicroDepositVerificationScreen
      progress={progress}
      kind={bank ? 'bank' : 'card'}
      accountLabel={accountLabel}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setErrors({});
      }}
      loading={registration.loading}
      fieldErrors={errors}
      formError={registration.error ?? undefined}
      maxAttemptsReached={
        registration.error !== null &&
        registration.errorCode === ERROR_CODES.maxChallengeWithdrawalVerifications
      }
      maxAttemptsMessage={registration.error ?? undefined}
      // Registration has moved past funding: another account can be added in the app later.
      chooseAnotherAccountLabel="Continue without verifying"
      onChooseAnotherAccount={() => {
        registrationState.error = null;
        void later();
      }}
      onLater={() => void later()}
      onVerify={() => {
        const found = microDepositErrors(values);
        setErrors(found);
        const instantFundingAccountId = pendingAccountId();
        if (Object.keys(found).length > 0 || !instantFundingAccountId) return;
        void registrationActions()
          .then((actions) =>
            actions.verifyDebitNow({
              instantFundingAccountId,
              amount1: microAmount(values.amount1)!,
              amount2: microAmount(values.amount2)!,
            }),
          )
          .then(() => {
            if (!registrationState.needsVerification) onDone?.();
          });
      }}
    />
  );
}
