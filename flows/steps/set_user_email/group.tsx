import * as React from 'react';
import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { accountEmailIntents, accountEmailView } from './view';

const intents = accountEmailIntents(stepActions);

/** set_user_email. */
export default function AccountEmailGroup() {
  const view = accountEmailView(useViewInput());
  const { email } = view.values;
  // The typo check runs while the person pauses, so Continue rarely waits for it.
  React.useEffect(() => void stepActions.registration.checkEmailWhileTyping(email), [email]);
  return <AccountScreen {...view} {...intents} />;
}
