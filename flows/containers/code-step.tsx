import * as React from 'react';
import { useSnapshot } from 'valtio';
import { formatUsPhone } from '../../design-system/lib/us-phone';
import { ConfirmationCodeScreen } from '../../design-system/screens/confirmation-code/confirmation-code-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { phoneActions } from './phone-actions-instance';

const SENT_KEY = 'webreg:code-sent-to';
// Refusals about the code itself show at the field; the rest (limits, server) above the form.
const CODE_ERRORS = new Set(['ERR_PIN_INVALID', 'ERR_PIN_EXPIRED', 'ERR_PIN_ATTEMPTS_EXCEEDED']);

/** validate: sends the code once per number (not again on a reload), then confirms it. */
export default function CodeStep() {
  const user = useSnapshot(userState);
  const registration = useSnapshot(registrationState);
  const [code, setCode] = React.useState('');
  const [notice, setNotice] = React.useState<string>();
  const phoneNumber = user.phoneNumber ?? '';

  React.useEffect(() => {
    if (!phoneNumber || window.sessionStorage.getItem(SENT_KEY) === phoneNumber) return;
    window.sessionStorage.setItem(SENT_KEY, phoneNumber);
    void phoneActions().then((actions) => actions.sendPin());
  }, [phoneNumber]);

  const aboutCode = registration.errorCode !== null && CODE_ERRORS.has(registration.errorCode);
  const error = registration.error ?? undefined;
  return (
    <ConfirmationCodeScreen
      phoneNumber={formatUsPhone(phoneNumber)}
      code={code}
      onCodeChange={setCode}
      notice={notice}
      error={aboutCode ? error : undefined}
      formError={aboutCode ? undefined : error}
      loading={Boolean(registration.loadingFlags.confirmCode)}
      onChangeNumber={() => {
        userState.nextRegStep = 'phone';
      }}
      onResend={() => {
        setNotice(undefined);
        void phoneActions()
          .then((actions) => actions.sendPin())
          .then(
            (sent) => sent && setNotice(`We sent a new code to ${formatUsPhone(phoneNumber)}.`),
          );
      }}
      onVoiceCall={() => {
        void phoneActions()
          .then((actions) => actions.voicePin())
          .then((result) => result?.message && setNotice(result.message));
      }}
      onContinue={() => {
        setNotice(undefined);
        void phoneActions().then((actions) => actions.confirmCode(code));
      }}
    />
  );
}
