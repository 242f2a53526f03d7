import type { InviteParentScreenProps } from '../../design-system/screens/invite-parent/invite-parent-screen';
import type { StepActions } from '../actions/step-actions';
import { filterText } from '../rules/validation';
import {
  INVITE_PARENT_QUESTION,
  inviteParentAnswer,
  inviteParentDraft,
} from '../steps/invite-parent';
import { groupFrame } from './group-frame';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

// The server's refusals that belong to one field.
const FIELD_CODES = {
  ERR_INVALID_PHONE: 'phoneNumber',
  ERR_PHONE_TAKEN: 'phoneNumber',
  ERR_INVALID_NAME: 'firstName',
};

/** invite_parent (child-first flow): the teen asks a parent or guardian to join by SMS. */
export function inviteParentView(input: ViewInput): ViewOf<InviteParentScreenProps> {
  const { fieldErrors, ...frame } = groupFrame(input, INVITE_PARENT_QUESTION, FIELD_CODES);
  return {
    ...frame,
    values: inviteParentDraft(input.form.drafts[INVITE_PARENT_QUESTION] ?? {}),
    fieldErrors,
  };
}

export function inviteParentIntents(actions: StepActions): IntentsOf<InviteParentScreenProps> {
  return {
    // Section 5: only basic ASCII and codes 160 to 255 are kept.
    onValuesChange: ({ firstName, phoneNumber }) =>
      actions.editDraft(INVITE_PARENT_QUESTION, { firstName: filterText(firstName), phoneNumber }),
    onContinue: () =>
      void actions.registration.sendForm(INVITE_PARENT_QUESTION, inviteParentAnswer),
  };
}
