import type { QuestionName } from '../../../vocabulary/question-names';
import { inviteParentErrors, nationalDigits } from '../../rules/register-answers';
import type { StepChanges } from '../changes';
import type { FormPrepare } from '../form-outcome';
import { outcome } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/** The question (and form) of the invite-parent page. */
export const INVITE_PARENT_QUESTION = 'invite_parent' satisfies QuestionName;

export type InviteParentDraft = { firstName: string; phoneNumber: string };

export function inviteParentDraft(draft: Readonly<Record<string, unknown>>): InviteParentDraft {
  const { firstName = '', phoneNumber = '' } = draft as Partial<InviteParentDraft>;
  return { firstName, phoneNumber };
}

/** Continue: a name and a US mobile number that is not the teen's own, sent as +1 digits. */
export const inviteParentAnswer: FormPrepare = (draft, { user }) => {
  const values = inviteParentDraft(draft);
  return outcome(inviteParentErrors(values, user.phoneNumber), () => ({
    [answerKey(INVITE_PARENT_QUESTION)]: {
      firstName: values.firstName.trim(),
      phoneNumber: `+1${nationalDigits(values.phoneNumber)}`,
    },
  }));
};

/**
 * Whether the registration should send the invitation a teen typed before the code: it now asks
 * for it (invite_parent) and the page's draft, kept from then (over a reload too, as the teen's
 * own name and number are), passes the page's own checks. Otherwise the page asks.
 */
export function heldInviteDue(
  questions: ReadonlyArray<{ name: string }>,
  draft: Readonly<Record<string, unknown>> | undefined,
  ownNumber: string | null,
): boolean {
  if (!draft || !questions.some((question) => question.name === INVITE_PARENT_QUESTION)) {
    return false;
  }
  return Object.keys(inviteParentErrors(inviteParentDraft(draft), ownNumber)).length === 0;
}

/**
 * A teen signing up first has named a parent before the code: their own number is confirmed
 * next, as section 4's date-of-birth rule would have it for a teen who is not (validate).
 */
export const afterParentNamed = (): StepChanges => ({ user: { nextRegStep: 'validate' } });
