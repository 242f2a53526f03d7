import { EmailVerificationScreen } from '../../design-system/screens/email-verification/email-verification-screen';
import { stepActions } from '../composition/step-actions-instance';
import { useViewInput } from '../hooks/use-view-input';
import {
  emailVerificationIntents,
  emailVerificationView,
} from '../steps/set_user_email/email-verification-view';

const intents = emailVerificationIntents(stepActions);

/** The page the emailed verification link opens (over whatever step the tab was at). */
export default function EmailVerificationStep() {
  return <EmailVerificationScreen {...emailVerificationView(useViewInput())} {...intents} />;
}
