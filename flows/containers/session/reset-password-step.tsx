import * as React from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../design-system/primitives/button';
import {
  type ResetPasswordField,
  ResetPasswordScreen,
  type ResetPasswordValues,
} from '../../../design-system/screens/reset-password/reset-password-screen';
import { QuestionPage } from '../../../design-system/screens/shared/question-page';
import { registrationState } from '../../model/registration-state';
import { forgetResetLink, heldResetLink, resetLinkUrl } from '../../model/reset-link';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import { linkActions, sessionActions } from '../actions-instance';

export const RESET_MESSAGES = {
  newPassword: 'Enter a new password',
  verifyPassword: 'Type your new password again',
  // The sandbox's words for the same refusal (the identity service has no second field).
  mismatch: 'The passwords do not match.',
} as const;

// Server refusals about one field show at it; the rest (an expired link) above the form.
const FIELD_OF_CODE: Record<string, ResetPasswordField> = {
  ERR_INVALID_PASSWORD: 'newPassword',
  ERR_PASSWORD_MISMATCH: 'verifyPassword',
};

/**
 * reset_password, opened from the emailed link. The link is checked first (an invalid one
 * shows its error at the forgot-password step: "error and redirect", section 4); then the
 * new password goes out with the token, which never leaves memory: to the web registration
 * service, or with ltaResetPasswordExperience on, to the identity service as the link itself
 * (whose failure redirects unless it is a 422, section 4).
 */
export default function ResetPasswordStep() {
  const registration = useSnapshot(registrationState);
  const [link] = React.useState(heldResetLink);
  const [values, setValues] = React.useState<ResetPasswordValues>({
    newPassword: '',
    verifyPassword: '',
  });
  const [missing, setMissing] = React.useState<Partial<Record<ResetPasswordField, string>>>({});

  React.useEffect(() => {
    if (!link) return;
    void linkActions().then((actions) =>
      actions.validateResetLink(resetLinkUrl(window.location.origin, link)),
    );
  }, [link]);

  if (!link) return <LinkForgotten />;

  const codeField = registration.errorCode ? FIELD_OF_CODE[registration.errorCode] : undefined;
  const serverError = registration.error ?? undefined;
  return (
    <ResetPasswordScreen
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setMissing({});
      }}
      loading={Boolean(registration.loadingFlags.resetPassword)}
      fieldErrors={
        Object.keys(missing).length > 0
          ? missing
          : codeField && serverError
            ? { [codeField]: serverError }
            : {}
      }
      formError={Object.keys(missing).length === 0 && !codeField ? serverError : undefined}
      onContinue={() => {
        const empty = {
          ...(values.newPassword ? {} : { newPassword: RESET_MESSAGES.newPassword }),
          ...(values.verifyPassword ? {} : { verifyPassword: RESET_MESSAGES.verifyPassword }),
        };
        setMissing(empty);
        if (Object.keys(empty).length > 0) return;
        if (togglesState.toggles.ltaResetPasswordExperience) {
          // The identity service takes the link and one password: the match is checked here.
          if (values.newPassword !== values.verifyPassword) {
            setMissing({ verifyPassword: RESET_MESSAGES.mismatch });
            return;
          }
          const url = resetLinkUrl(window.location.origin, link);
          void linkActions()
            .then((actions) => actions.resetPasswordByLink(url, values.newPassword))
            .then((saved) => saved && forgetResetLink());
          return;
        }
        void sessionActions()
          .then((actions) => actions.resetPassword(link.uid, { token: link.token, ...values }))
          .then((saved) => saved && forgetResetLink());
      }}
    />
  );
}

/** A reload (or a stored step) without the link in memory: the emailed link still works. */
function LinkForgotten() {
  return (
    <QuestionPage
      heading="Open the link in your email again"
      lead="For your security, this page forgets your reset link when it reloads. The link in your email still works until you use it."
      secondaryActions={
        <Button
          variant="link"
          onClick={() => {
            userState.nextRegStep = 'forgot_password';
          }}
        >
          Send me a new link
        </Button>
      }
    />
  );
}
