import * as React from 'react';
import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { type BridgeWindow, postNativeMessage } from '../../platform/native-bridge';
import { passwordErrors } from '../../rules/register-answers';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { splitError, useGroup } from './use-group';

const PASSWORD_CODES = {
  ERR_INVALID_PASSWORD: 'password',
  ERR_PASSWORD_MISMATCH: 'confirmPassword',
};

type Errors = { password?: string; confirmPassword?: string };

/** set_user_password_and_confirm (or set_user_password): creates the user (create_user). */
export default function AccountPasswordGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, errorCode, submit } = useGroup();
  const question = questions[0]?.name ?? 'set_user_password_and_confirm';
  const askConfirm = question.endsWith('_and_confirm');
  const prefilledEmail = registration.prefilledAnswers.setUserEmail;
  const email =
    typeof prefilledEmail === 'string'
      ? prefilledEmail
      : (userState.registeredUser?.user.email ?? '');
  const [values, setValues] = React.useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = React.useState<Errors>({});
  const server = splitError(error, errorCode, PASSWORD_CODES);
  const shown = Object.keys(errors).length > 0;

  const onContinue = async () => {
    const found = passwordErrors(values.password, values.confirmPassword, askConfirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit({
      [answerKey(question)]: askConfirm
        ? { password: values.password, confirmPassword: values.confirmPassword }
        : values.password,
    });
    // Inside the native apps the credentials go to the keychain (setUserInfo, section 7).
    const jwt = registrationState.jwt ?? userState.registeredUser?.token;
    if (registrationState.embeddedWebreg && !registrationState.error && jwt) {
      postNativeMessage(window as unknown as BridgeWindow, 'setUserInfo', {
        email,
        password: values.password,
        jwt,
      });
    }
  };

  return (
    <AccountScreen
      part="password"
      askConfirm={askConfirm}
      values={{ email, ...values }}
      onValuesChange={(next) => {
        setValues({ password: next.password, confirmPassword: next.confirmPassword });
        setErrors({});
      }}
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={shown ? errors : server.fieldErrors}
      formError={shown ? undefined : server.formError}
    />
  );
}
