import { DebitCardScreen } from '../../../design-system/screens/debit-card/debit-card-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { debitCardIntents, debitCardView } from './debit-card-view';

const intents = debitCardIntents(stepActions);

/**
 * "save debit card": the card form of set_funding_account. With the provider's hosted fields,
 * their frames are mounted into the screen's slots once it is on the page (its page's entering,
 * in the group).
 */
export function DebitCardForm() {
  return <DebitCardScreen {...debitCardView(useViewInput())} {...intents} />;
}
