import { ManualBankAccountScreen } from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { manualBankIntents, manualBankView } from './manual-bank-view';

const intents = manualBankIntents(stepActions);

/**
 * Manual bank account: the numbers live in the funding draft (memory only), the bank's name
 * is looked up as they are typed, and Continue sends them as the funding answer.
 */
export function ManualBankForm() {
  return <ManualBankAccountScreen {...manualBankView(useViewInput())} {...intents} />;
}
