import type { EmailVerificationScreenProps } from '../../../design-system/screens/email-verification/email-verification-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

/** The emailed link's page: checking, then section 4's verified or unverified. */
export function emailVerificationView(input: ViewInput): ViewOf<EmailVerificationScreenProps> {
  const page = draftOf<{ checking: boolean }>(input, FORMS.emailVerification);
  return {
    checking: Boolean(page.checking),
    emailVerificationStatus: input.registration.emailVerificationStatus,
  };
}

export function emailVerificationIntents(
  actions: StepActions,
): IntentsOf<EmailVerificationScreenProps> {
  return { onContinue: () => void actions.link.closeEmailVerification() };
}
