import type { EmailVerificationStatus } from '../../model/entities';
import type { StepChanges } from '../changes';

/** The emailed link: /?verifyEmailToken=&userId= (the sandbox's, as a real service sends it). */
export type EmailVerificationLink = { tokenizedLink: string; userId: string };

/**
 * The link the page was opened with, or null. tokenized_link is the link as emailed (the
 * service reads its token), rebuilt from the two parameters alone.
 */
export function emailVerificationLinkFromSearch(
  search: URLSearchParams,
  origin: string,
): EmailVerificationLink | null {
  const token = search.get('verifyEmailToken');
  const userId = search.get('userId');
  if (!token || !userId) return null;
  const link = new URL('/', origin);
  link.searchParams.set('verifyEmailToken', token);
  link.searchParams.set('userId', userId);
  return { tokenizedLink: link.toString(), userId };
}

/** Spec section 4, "Email verification": success gives verified; failure gives unverified. */
export const afterEmailVerification = (status: EmailVerificationStatus): StepChanges => ({
  registration: { emailVerificationStatus: status },
});
