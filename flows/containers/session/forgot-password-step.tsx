import * as React from 'react';
import { useSnapshot } from 'valtio';
import { ForgotPasswordScreen } from '../../../design-system/screens/forgot-password/forgot-password-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { isValidEmail } from '../../rules/validation';
import { sessionActions } from '../actions-instance';

export const EMAIL_FORMAT_MESSAGE =
  'Enter an email address in the correct format, like name@example.com';

/**
 * forgot_password: the account's email gets a single-use reset link. The server answers the
 * same whether or not it knows the address, and so does this step ("If ... belongs to an
 * account"). The address stays in this component, never in session storage.
 */
export default function ForgotPasswordStep() {
  const registration = useSnapshot(registrationState);
  const [email, setEmail] = React.useState('');
  const [invalid, setInvalid] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string>();

  const send = (address: string) => {
    void sessionActions()
      .then((actions) => actions.forgotPassword(address))
      .then((sent) => sent && setSentTo(address));
  };

  return (
    <ForgotPasswordScreen
      email={email}
      onEmailChange={(value) => {
        setEmail(value);
        setInvalid(false);
      }}
      sentTo={sentTo}
      loading={Boolean(registration.loadingFlags.forgotPassword)}
      error={invalid ? EMAIL_FORMAT_MESSAGE : undefined}
      formError={invalid ? undefined : (registration.error ?? undefined)}
      onBack={() => {
        registrationState.error = null;
        // Without a number there is no login step to go back to.
        userState.nextRegStep = userState.phoneNumber ? 'login' : 'phone';
      }}
      onResend={() => sentTo && send(sentTo)}
      onContinue={() => {
        const address = email.trim();
        if (!isValidEmail(address)) {
          setInvalid(true);
          return;
        }
        send(address);
      }}
    />
  );
}
