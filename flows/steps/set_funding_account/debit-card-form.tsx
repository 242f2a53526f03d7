import * as React from 'react';
import { DebitCardScreen } from '../../../design-system/screens/debit-card/debit-card-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { debitCardIntents, debitCardView } from './debit-card-view';

const intents = debitCardIntents(stepActions);

/**
 * "save debit card": the card form of set_funding_account. With the provider's hosted fields,
 * their frames are mounted into the screen's slots once it is on the page.
 */
export function DebitCardForm() {
  const view = debitCardView(useViewInput());
  React.useEffect(() => {
    if (view.hostedFields) void stepActions.funding.mountCardFields();
  }, [view.hostedFields]);
  return <DebitCardScreen {...view} {...intents} />;
}
