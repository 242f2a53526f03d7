import * as React from 'react';
import { LOGIN_EN } from '../../../vocabulary/messages/login.en';
import { Message } from '../../lib/format';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { ShowToggle } from '../../primitives/show-toggle';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const PASSWORD_FIELD_ID = 'current-password';

export type LoginScreenProps = {
  /** The number being logged in, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onForgotPassword: () => void;
  /** The login back button can be disabled by a toggle (spec section 2). */
  hideBackButton?: boolean;
  /** About the password itself, e.g. a wrong one. */
  error?: string;
  /** A calm message above the field, e.g. after a password reset. */
  notice?: string;
  // onBack goes back to the phone step; formError is about the login as a whole: a deactivated
  // account, the default error...
} & QuestionFrameProps;

/** Login: a returning person's password, after the phone check answered `login`. */
export function LoginScreen({
  phoneNumber,
  password,
  onPasswordChange,
  onForgotPassword,
  onBack,
  hideBackButton = false,
  error,
  ...frame
}: LoginScreenProps) {
  // Shown or hidden is the screen's own: never kept in state, drafts or analytics.
  const [passwordShown, setPasswordShown] = React.useState(false);
  const say = useText(LOGIN_EN);
  return (
    <QuestionPage
      heading={say('login.heading')}
      lead={
        <Message
          source={LOGIN_EN}
          id="login.lead"
          values={{ number: <strong className="text-ink-900">{phoneNumber}</strong> }}
        />
      }
      fieldErrors={{ [PASSWORD_FIELD_ID]: error }}
      {...frame}
      onBack={hideBackButton ? null : onBack}
      continueLabel={say('login.logIn')}
      secondaryActions={
        <Button variant="link" onClick={onForgotPassword}>
          {say('login.forgotPassword')}
        </Button>
      }
    >
      {/* Password managers file a saved password under the username beside it; without one
          they would store it with no account name. Hidden, so nobody has to read it twice. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={phoneNumber.replace(/\D/g, '')}
        readOnly
        hidden
      />
      <div className="flex flex-col gap-2">
        <TextField
          id={PASSWORD_FIELD_ID}
          label={say('login.password')}
          // Shown as text it stays the saved password to the browser and its password manager.
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        <div>
          <ShowToggle
            controls={[PASSWORD_FIELD_ID]}
            shown={passwordShown}
            onShownChange={setPasswordShown}
          >
            {say('login.showPassword')}
          </ShowToggle>
        </div>
      </div>
    </QuestionPage>
  );
}
