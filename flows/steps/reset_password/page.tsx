import * as React from 'react';
import { ResetLinkForgottenScreen } from '../../../design-system/screens/reset-password/reset-link-forgotten-screen';
import { ResetPasswordScreen } from '../../../design-system/screens/reset-password/reset-password-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { heldResetLink } from '../../model/reset-link';
import {
  resetLinkForgottenIntents,
  resetLinkForgottenView,
  resetPasswordIntents,
  resetPasswordView,
} from './view';

const intents = resetPasswordIntents(stepActions);
const forgottenIntents = resetLinkForgottenIntents(stepActions);

/**
 * reset_password, opened from the emailed link, which lives in memory only: the link is
 * checked first, then the new password goes out with it. A reload forgets it on purpose.
 */
export default function ResetPasswordStep() {
  // Whether the page still holds the link when it opens; using it forgets it, and the step
  // moves on by itself then.
  const [linkHeld] = React.useState(() => heldResetLink() !== null);
  const input = useViewInput();
  return linkHeld ? (
    <ResetPasswordScreen {...resetPasswordView(input)} {...intents} />
  ) : (
    <ResetLinkForgottenScreen {...resetLinkForgottenView(input)} {...forgottenIntents} />
  );
}
