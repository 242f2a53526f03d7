import * as React from 'react';
import { useSnapshot } from 'valtio';
import { formatUsPhone } from '../../../design-system/lib/us-phone';
import { LoginScreen } from '../../../design-system/screens/login/login-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import { sessionActions } from '../actions-instance';

export const ENTER_PASSWORD_MESSAGE = 'Enter your password';
// A wrong password is about the field; everything else (deactivated, server) about the login.
const PASSWORD_ERRORS = new Set(['ERR_UNAUTHORIZED']);

/**
 * login: a returning person's password for the number the phone check knew. The password
 * lives in this component only: never in the state proxies, so never in session storage.
 */
export default function LoginStep() {
  const user = useSnapshot(userState);
  const registration = useSnapshot(registrationState);
  const { toggles } = useSnapshot(togglesState);
  const [password, setPassword] = React.useState('');
  const [empty, setEmpty] = React.useState(false);
  const aboutPassword =
    registration.errorCode !== null && PASSWORD_ERRORS.has(registration.errorCode);
  const serverError = registration.error ?? undefined;

  // A stored login step without its number (another tab's storage, an old session) has
  // nobody to log in: the phone step asks again.
  React.useEffect(() => {
    if (!user.phoneNumber) userState.nextRegStep = 'phone';
  }, [user.phoneNumber]);

  return (
    <LoginScreen
      phoneNumber={formatUsPhone(user.phoneNumber ?? '')}
      password={password}
      onPasswordChange={(value) => {
        setPassword(value);
        setEmpty(false);
      }}
      loading={Boolean(registration.loadingFlags.login)}
      error={empty ? ENTER_PASSWORD_MESSAGE : aboutPassword ? serverError : undefined}
      formError={!empty && !aboutPassword ? serverError : undefined}
      notice={registration.message && !registration.error ? registration.message : undefined}
      hideBackButton={toggles.disableLoginBackButton}
      onBack={() => {
        registrationState.error = null;
        userState.nextRegStep = 'phone';
      }}
      onForgotPassword={() => {
        registrationState.error = null;
        registrationState.message = null;
        userState.nextRegStep = 'forgot_password';
      }}
      onContinue={() => {
        if (!password) {
          setEmpty(true);
          return;
        }
        registrationState.message = null;
        void sessionActions().then((actions) => actions.login(password));
      }}
    />
  );
}
