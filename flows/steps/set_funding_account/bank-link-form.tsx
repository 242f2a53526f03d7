import { BankLinkScreen } from '../../../design-system/screens/bank-link/bank-link-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { PlaidLinkHost } from '../../platform/plaid-link-host';
import { bankLinkIntents, bankLinkView } from './bank-link-view';

const intents = bankLinkIntents(stepActions);

/**
 * Instant bank link. Plaid's Link is a hook, so its host is mounted here (this page's chunk is
 * the only one with the SDK) when the deployment uses Plaid. Back from an OAuth bank, the page
 * opens the link again as it is entered (group.tsx).
 */
export function BankLinkForm() {
  const input = useViewInput();
  return (
    <>
      <BankLinkScreen {...bankLinkView(input)} {...intents} />
      {input.config.bankLink === 'plaid' ? <PlaidLinkHost /> : null}
    </>
  );
}
