import { inviteParentErrors, nationalDigits } from '../rules/register-answers';
import type { FormPrepare } from './form-outcome';
import { outcome } from './form-outcome';
import { answerKey } from './register-step';

/** The question (and form) of the invite-parent page. */
export const INVITE_PARENT_QUESTION = 'invite_parent';

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
