import { FORMS } from '../rules/page-checks';
import { errorTextCleared } from '../steps/action-phases';
import {
  afterEmailVerification,
  type EmailVerificationLink,
} from '../steps/set_user_email/email-verification';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { clearForm, editDraft } from './form-actions';

const FORM = FORMS.emailVerification;

/**
 * The page opened by the emailed link: it says it is checking, then verified or unverified.
 * Whatever the tab was doing before stays as it was, under this page.
 */
export function openEmailVerification(): void {
  editDraft(FORM, { opened: true, checking: true });
}

/** Email verification (spec sections 4 and 7). */
export function createEmailVerificationActions(deps: ActionDeps) {
  return {
    verifyEmail: async (link: EmailVerificationLink) => {
      void applyChanges(errorTextCleared());
      let status: 'verified' | 'unverified' = 'unverified';
      try {
        status = (await deps.clients.webRegistration.verifyEmail(link)).emailVerificationStatus;
      } catch (error) {
        // A spent, expired or foreign link: the page says unverified, not a server error.
        deps.log('verify-email failed', error);
      }
      await applyChanges(afterEmailVerification(status));
      editDraft(FORM, { opened: true, checking: false });
    },

    /** Continue: back to wherever this tab was (the phone step in a new one). */
    closeEmailVerification: async () => clearForm(FORM),
  };
}
