import * as React from 'react';
import { LOGIN_EN } from '../../../vocabulary/messages/login.en';
import { useText } from '../../lib/text';
import { ShowToggle } from '../../primitives/show-toggle';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type ResetPasswordValues = { newPassword: string; verifyPassword: string };
export type ResetPasswordField = keyof ResetPasswordValues;

/** Stable ids: the error summary links to them. */
const RESET_FIELD_IDS: Record<ResetPasswordField, string> = {
  newPassword: 'new-password',
  verifyPassword: 'verify-password',
};

export type ResetPasswordScreenProps = {
  values: ResetPasswordValues;
  onValuesChange: (values: ResetPasswordValues) => void;
  fieldErrors?: Partial<Record<ResetPasswordField, string>>;
  // onContinue sends newPassword and verifyPassword with the token from the link (spec section 5);
  // formError: e.g. a link that expired or was already used.
} & Pick<QuestionFrameProps, 'onContinue' | 'loading' | 'formError'>;

/** Reset password: opened from the emailed link, /reset-password/{type}/{uid}/{token}. */
export function ResetPasswordScreen({
  values,
  onValuesChange,
  fieldErrors = {},
  ...frame
}: ResetPasswordScreenProps) {
  const ids = RESET_FIELD_IDS;
  const say = useText(LOGIN_EN);
  // Shown or hidden is the screen's own: never kept in state, drafts or analytics.
  const [passwordShown, setPasswordShown] = React.useState(false);
  const passwordType = passwordShown ? 'text' : 'password';
  const field = (name: ResetPasswordField) => ({
    id: ids[name],
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onValuesChange({ ...values, [name]: event.target.value }),
  });
  return (
    <QuestionPage
      heading={say('login.resetHeading')}
      lead={say('login.resetLead')}
      fieldErrors={{
        [ids.newPassword]: fieldErrors.newPassword,
        [ids.verifyPassword]: fieldErrors.verifyPassword,
      }}
      {...frame}
      continueLabel={say('login.savePassword')}
    >
      <div className="flex flex-col gap-2">
        <TextField
          label={say('login.newPassword')}
          hint={say('login.newPasswordHint')}
          type={passwordType}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <TextField
          label={say('login.verifyPassword')}
          type={passwordType}
          autoComplete="new-password"
          {...field('verifyPassword')}
        />
        <div>
          {/* One toggle for both fields: they show the same words. */}
          <ShowToggle
            controls={[ids.newPassword, ids.verifyPassword]}
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
