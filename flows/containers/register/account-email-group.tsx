import * as React from 'react';
import { useSnapshot } from 'valtio';
import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import { isValidEmail } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import { registrationActions } from '../actions-instance';
import type { GroupProps } from './question-groups';
import { splitError, useGroup } from './use-group';

export const INVALID_EMAIL = 'Enter an email address like sam@example.com';
const EMAIL_CODES = { ERR_INVALID_EMAIL: 'email', ERR_EMAIL_TAKEN: 'email' };
// Typing pauses this long before the address is checked for a likely typo.
const CHECK_DELAY_MS = 400;

/** set_user_email: the address, a "Did you mean ...?" for a likely typo, the duplicate error. */
export default function AccountEmailGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, errorCode, submit } = useGroup();
  const { toggles } = useSnapshot(togglesState);
  const question = questions[0]?.name ?? 'set_user_email';
  const prefilled = registration.prefilledAnswers[answerKey(question)];
  const [email, setEmail] = React.useState(typeof prefilled === 'string' ? prefilled : '');
  const [invalid, setInvalid] = React.useState(false);
  const [suggestion, setSuggestion] = React.useState<string>();
  // Checks by address (the same address is never checked twice) and addresses kept as typed.
  const checks = React.useRef(new Map<string, Promise<string | null>>());
  const kept = React.useRef(new Set<string>());

  const check = React.useCallback((address: string) => {
    let pending = checks.current.get(address);
    if (!pending) {
      pending = registrationActions().then((actions) => actions.checkEmail(address));
      checks.current.set(address, pending);
    }
    return pending;
  }, []);

  // Checked while the person pauses, so Continue rarely waits for it.
  React.useEffect(() => {
    const address = email.trim();
    if (!isValidEmail(address)) return;
    const timer = window.setTimeout(() => void check(address), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email, check]);

  const server = splitError(error, errorCode, EMAIL_CODES);
  const fieldErrors = invalid ? { email: INVALID_EMAIL } : server.fieldErrors;

  // Continue waits for the typo check: a second press meanwhile must not send it twice.
  const sending = React.useRef(false);
  const onContinue = async () => {
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalid(true);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      await send(address);
    } finally {
      sending.current = false;
    }
  };

  const send = async (address: string) => {
    const correction = await check(address);
    if (correction && correction !== address && !kept.current.has(address)) {
      setSuggestion(correction);
      return;
    }
    registrationState.registeredEmailError = false;
    await submit({ [answerKey(question)]: address });
  };

  return (
    <AccountScreen
      part="email"
      values={{ email, password: '', confirmPassword: '' }}
      onValuesChange={(values) => {
        setEmail(values.email);
        setInvalid(false);
        setSuggestion(undefined);
      }}
      emailErrorStateOnBlur={toggles.emailErrorStateOnBlur}
      onEmailBlur={() => setInvalid(email.trim() !== '' && !isValidEmail(email.trim()))}
      emailSuggestion={suggestion}
      onAcceptSuggestion={() => {
        if (suggestion) setEmail(suggestion);
        setSuggestion(undefined);
      }}
      onIgnoreSuggestion={() => {
        kept.current.add(email.trim());
        setSuggestion(undefined);
      }}
      onLogin={
        registration.registeredEmailError
          ? () => {
              registrationState.registeredEmailError = false;
              registrationState.error = null;
              userState.nextRegStep = 'login';
            }
          : undefined
      }
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={fieldErrors}
      formError={invalid ? undefined : server.formError}
    />
  );
}
