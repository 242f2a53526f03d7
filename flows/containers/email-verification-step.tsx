import { EmailVerificationScreen } from '../../design-system/screens/email-verification/email-verification-screen';
import {
  emailVerificationIntents,
  emailVerificationView,
} from '../steps/set_user_email/email-verification-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = emailVerificationIntents(stepActions);

/** The page the emailed verification link opens (over whatever step the tab was at). */
export default function EmailVerificationStep() {
  return <EmailVerificationScreen {...emailVerificationView(useViewInput())} {...intents} />;
}
