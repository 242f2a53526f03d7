import * as React from 'react';
import { useSnapshot } from 'valtio';
import { BankLinkScreen } from '../../../design-system/screens/bank-link/bank-link-screen';
import { registrationState } from '../../model/registration-state';
import { chooseBankLink } from '../../platform/bank-link';
import type { BridgeWindow } from '../../platform/native-bridge';
import { togglesState } from '../../platform/toggles-state';
import { fundingActions, registrationActions } from '../actions-instance';
import { useGroupProgress } from './use-group-progress';

/**
 * Instant bank link: a link token, then the bank-link window (inside the native apps, the
 * app's own flow through launchNativePlaidFlow), then the account picked as the funding answer.
 */
export function BankLinkForm({
  name,
  onBack,
  onUseManual,
}: {
  name: string;
  onBack: () => void;
  onUseManual: (() => void) | undefined;
}) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const [linking, setLinking] = React.useState(false);
  const [failed, setFailed] = React.useState(false);

  const open = async () => {
    setLinking(true);
    setFailed(false);
    const { adapter, platform } = chooseBankLink({
      embedded: registrationState.embeddedWebreg,
      nativePlaidFlow: togglesState.toggles.nativePlaidFlow,
      win: window as unknown as BridgeWindow,
    });
    const linked = await (await fundingActions()).linkBank(adapter, platform);
    if (!linked) {
      setLinking(false);
      setFailed(registrationState.error !== null);
      return;
    }
    const actions = await registrationActions();
    await actions.answer(
      {
        [name]: { type: 'instant', publicToken: linked.publicToken, accountId: linked.accountId },
      },
      { form: 'set_funding_account' },
    );
    setLinking(false);
    setFailed(registrationState.error !== null);
  };

  return (
    <BankLinkScreen
      progress={progress}
      status={linking || registration.loading ? 'loading' : failed ? 'failed' : 'idle'}
      failureMessage={registration.error ?? undefined}
      onOpenBankLink={() => void open()}
      onUseManual={onUseManual}
      onBack={onBack}
    />
  );
}
