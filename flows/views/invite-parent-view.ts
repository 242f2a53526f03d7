import type { InviteParentScreenProps } from '../../design-system/screens/invite-parent/invite-parent-screen';
import type { StepActions } from '../actions/step-actions';
import { FORMS } from '../rules/page-checks';
import { filterText } from '../rules/validation';
import {
  INVITE_PARENT_QUESTION,
  inviteParentAnswer,
  inviteParentDraft,
} from '../steps/invite-parent';
import { groupFrame } from './group-frame';
import { splitErrors } from './split-errors';
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

/**
 * parent_invite before the code (section 4: a child-first flow with no pre-registered user):
 * the same page, checked here and sent by the registration once the teen has a name.
 */
export function parentInviteView(input: ViewInput): ViewOf<InviteParentScreenProps> {
  const { formError, fieldErrors } = splitErrors(input, FORMS.parentInvite);
  return {
    values: inviteParentDraft(input.form.drafts[FORMS.parentInvite] ?? {}),
    fieldErrors,
    formError,
    sendsLater: true,
    progress: undefined,
    loading: false,
  };
}

export function parentInviteIntents(actions: StepActions): IntentsOf<InviteParentScreenProps> {
  return {
    onValuesChange: ({ firstName, phoneNumber }) =>
      actions.editDraft(FORMS.parentInvite, { firstName: filterText(firstName), phoneNumber }),
    onBack: () => void actions.phone.backToDateOfBirth(),
    onContinue: () => void actions.phone.submitParentInvite(),
  };
}
