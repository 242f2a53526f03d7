import * as React from 'react';
import { ACCOUNT_EN, type AccountMessageId } from '../../../vocabulary/messages/account.en';
import { RichText, useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ShowToggle } from '../../primitives/show-toggle';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

type AccountValues = { email: string; password: string; confirmPassword: string };
export type AccountField = keyof AccountValues;

/** Stable ids: the error summary links to them. */
const ACCOUNT_FIELD_IDS: Record<AccountField, string> = {
  email: 'email',
  password: 'password',
  confirmPassword: 'confirm-password',
};

/** Which questions of the account this page asks: a flow may ask email and password apart. */
type AccountPart = 'both' | 'email' | 'password';

const HEADINGS = {
  both: { heading: 'account.bothHeading', lead: 'account.bothLead' },
  email: { heading: 'account.emailHeading', lead: 'account.emailLead' },
  password: { heading: 'account.passwordHeading', lead: 'account.passwordLead' },
} as const satisfies Record<AccountPart, { heading: AccountMessageId; lead: AccountMessageId }>;

export type AccountScreenProps = {
  /** 'both' (default), or one page for the email and another for the password. */
  part?: AccountPart;
  values: AccountValues;
  onValuesChange: (values: AccountValues) => void;
  /** False for the question set_user_password (no confirm field); true for ..._and_confirm. */
  askConfirm?: boolean;
  /**
   * Toggle emailErrorStateOnBlur (default off): when on, leaving the email field calls
   * onEmailBlur so the container can show an email error then, not only on Continue.
   */
  emailErrorStateOnBlur?: boolean;
  onEmailBlur?: () => void;
  /** The server's corrected address (emailCorrection), offered as "Did you mean ...?". */
  emailSuggestion?: string;
  /** Called with the suggested address. */
  onAcceptSuggestion?: (suggestion: string) => void;
  /** Called with the address as typed, which the person keeps. */
  onIgnoreSuggestion?: (typed: string) => void;
  /** "Log in instead", offered with the duplicate-email error: the person has an account. */
  offerLogIn?: boolean;
  onLogin?: () => void;
  fieldErrors?: Partial<Record<AccountField, string>>;
} & QuestionFrameProps;

/** Account creation: email (set_user_email) and password (set_user_password[_and_confirm]). */
export function AccountScreen({
  part = 'both',
  values,
  onValuesChange,
  askConfirm = true,
  emailErrorStateOnBlur = false,
  onEmailBlur,
  emailSuggestion,
  onAcceptSuggestion,
  onIgnoreSuggestion,
  offerLogIn = false,
  onLogin,
  fieldErrors = {},
  ...frame
}: AccountScreenProps) {
  const ids = ACCOUNT_FIELD_IDS;
  // Shown or hidden is the screen's own: never kept in state, drafts or analytics.
  const [passwordShown, setPasswordShown] = React.useState(false);
  const say = useText(ACCOUNT_EN);
  const passwordType = passwordShown ? 'text' : 'password';
  const passwords: AccountField[] = askConfirm ? ['password', 'confirmPassword'] : ['password'];
  const fields: AccountField[] =
    part === 'email' ? ['email'] : part === 'password' ? passwords : ['email', ...passwords];
  const asks = (field: AccountField) => fields.includes(field);
  const text = (field: AccountField) => ({
    id: ids[field],
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onValuesChange({ ...values, [field]: event.target.value }),
  });
  return (
    <QuestionPage
      heading={say(HEADINGS[part].heading)}
      lead={say(HEADINGS[part].lead)}
      fieldErrors={Object.fromEntries(fields.map((field) => [ids[field], fieldErrors[field]]))}
      {...frame}
      secondaryActions={
        offerLogIn && onLogin ? (
          <Button variant="link" onClick={onLogin}>
            {say('account.logIn')}
          </Button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-2">
        {asks('email') ? null : (
          // Password managers file a new password under the username beside it.
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={values.email}
            readOnly
            hidden
          />
        )}
        {asks('email') ? (
          <TextField
            label={say('account.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...text('email')}
            onBlur={emailErrorStateOnBlur ? onEmailBlur : undefined}
          />
        ) : null}
        {asks('email') && emailSuggestion ? (
          <Alert tone="info" className="-mt-2 mb-4">
            <p>
              <RichText
                source={ACCOUNT_EN}
                id="account.suggestion"
                parts={{ email: <strong className="wrap-anywhere">{emailSuggestion}</strong> }}
              />
            </p>
            {/* One pattern: two equal secondary buttons, one under the other at full width, so
                a long address wraps inside its button and neither outweighs Continue. */}
            <div className="mt-3 flex flex-col gap-2">
              <Button
                variant="secondary"
                size="sm"
                block
                className="wrap-anywhere"
                onClick={() => onAcceptSuggestion?.(emailSuggestion)}
              >
                <RichText
                  source={ACCOUNT_EN}
                  id="account.useSuggestion"
                  parts={{ email: emailSuggestion }}
                />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                block
                onClick={() => onIgnoreSuggestion?.(values.email)}
              >
                {say('account.keepTyped')}
              </Button>
            </div>
          </Alert>
        ) : null}
        {asks('password') ? (
          <TextField
            label={say('account.password')}
            hint={say('account.passwordHint')}
            type={passwordType}
            autoComplete="new-password"
            {...text('password')}
          />
        ) : null}
        {asks('confirmPassword') ? (
          <TextField
            label={say('account.confirmPassword')}
            type={passwordType}
            autoComplete="new-password"
            {...text('confirmPassword')}
          />
        ) : null}
        {asks('password') ? (
          <div>
            {/* One toggle for both fields: they show the same words. */}
            <ShowToggle
              controls={passwords.map((field) => ids[field])}
              shown={passwordShown}
              onShownChange={setPasswordShown}
            >
              {say('account.showPassword')}
            </ShowToggle>
          </div>
        ) : null}
      </div>
    </QuestionPage>
  );
}
