import type { CreditWaitlistChoice } from '../../../vocabulary/domain';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import type { QuestionName } from '../../../vocabulary/question-names';
import { CREDIT_WAITLIST_DEFAULTS } from '../../rules/toggles';
import { answerKey } from '../register/question-flow';

/** The question (and form) of the credit waitlist (parent_flow_6 and 11). */
export const CREDIT_WAITLIST_QUESTION = 'set_credit_waitlist' satisfies QuestionName;

export type CreditWaitlistDraft = {
  choice: CreditWaitlistChoice | null;
  /** The choice is made and its confirmation shows, before the one answer is sent. */
  confirming: boolean;
};

/** Spec section 3's credit application: the server's decision and whether the parent joined. */
type CreditApplication = { creditDecision: string | null; creditAccepted: boolean };

/**
 * The credit application the server holds for this registration, as its answers come back
 * prefilled once the question is answered; null before.
 */
function creditApplication(prefilled: Readonly<Record<string, unknown>>): CreditApplication | null {
  const kept = prefilled[answerKey(CREDIT_WAITLIST_QUESTION)] as
    | Partial<CreditApplication>
    | undefined;
  if (typeof kept?.creditAccepted !== 'boolean') return null;
  return { creditDecision: kept.creditDecision ?? null, creditAccepted: kept.creditAccepted };
}

/**
 * The question's form: what the parent picked on the page, else what the credit application
 * already says (back on an answered question, the answer shows).
 */
export function creditWaitlistDraft(
  draft: Readonly<Record<string, unknown>>,
  prefilled: Readonly<Record<string, unknown>> = {},
): CreditWaitlistDraft {
  const { choice = null, confirming = false } = draft as Partial<CreditWaitlistDraft>;
  const application = creditApplication(prefilled);
  const answered: CreditWaitlistChoice | null = application
    ? application.creditAccepted
      ? 'join'
      : 'decline'
    : null;
  return { choice: choice ?? answered, confirming };
}

/**
 * What Continue does on the question: ask for a choice, show the confirmation first (while
 * the toggle's showConfirmScreen is on), or send.
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
  error: Sentence | null,
): boolean => draft.confirming && !error;
