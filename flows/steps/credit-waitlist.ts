import type { CreditWaitlistChoice } from '../rules/domain';
import { CREDIT_WAITLIST_DEFAULTS } from '../rules/toggles';

/** The question (and form) of the credit waitlist (parent_flow_6 and 11). */
export const CREDIT_WAITLIST_QUESTION = 'set_credit_waitlist';

export type CreditWaitlistDraft = {
  choice: CreditWaitlistChoice | null;
  /** The choice is made and its confirmation shows, before the one answer is sent. */
  confirming: boolean;
};

export function creditWaitlistDraft(draft: Readonly<Record<string, unknown>>): CreditWaitlistDraft {
  const { choice = null, confirming = false } = draft as Partial<CreditWaitlistDraft>;
  return { choice, confirming };
}

/**
 * What Continue does on the question: ask for a choice, show the confirmation first (while
 * showConfirmScreen is on), or send. The toggle is structured and not fetched yet: its
 * defaults apply (confirm screen on).
 */
export function creditWaitlistNext(
  draft: CreditWaitlistDraft,
  options: { readonly showConfirmScreen: boolean } = CREDIT_WAITLIST_DEFAULTS,
): 'choose' | 'confirm' | 'send' {
  if (!draft.choice) return 'choose';
  if (options.showConfirmScreen && !draft.confirming) return 'confirm';
  return 'send';
}

/** The confirmation replaces the question until the answer is sent; a refusal goes back. */
export const showsCreditWaitlistConfirm = (
  draft: CreditWaitlistDraft,
  error: string | null,
): boolean => draft.confirming && !error;
