import * as React from 'react';
import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { loginIntents, loginView } from '../../views/login-view';

const intents = loginIntents(stepActions);

/** login: a returning person's password for the number the phone check knew. */
export default function LoginStep() {
  const input = useViewInput();
  const phoneNumber = input.user.phoneNumber;
  React.useEffect(() => {
    if (!phoneNumber) void stepActions.session.requireNumberToLogIn();
  }, [phoneNumber]);
  return <LoginScreen {...loginView(input)} {...intents} />;
}
