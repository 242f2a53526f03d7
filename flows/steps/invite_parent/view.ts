import type { InviteParentScreenProps } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import type { StepActions } from '../../actions/step-actions';
import { filterText } from '../../rules/validation';
import { groupFrame } from '../../views/group-frame';
import { splitErrors } from '../../views/split-errors';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { INVITE_PARENT_QUESTION, inviteParentAnswer, inviteParentDraft } from './rule';

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

/** Typing on either invite page edits the one draft the registration's answer is made from. */
const editInvite =
  (actions: StepActions): InviteParentScreenProps['onValuesChange'] =>
  ({ firstName, phoneNumber }) =>
    // Section 5: only basic ASCII and codes 160 to 255 are kept.
    actions.editDraft(INVITE_PARENT_QUESTION, { firstName: filterText(firstName), phoneNumber });

export function inviteParentIntents(actions: StepActions): IntentsOf<InviteParentScreenProps> {
  return {
    onValuesChange: editInvite(actions),
    onContinue: () =>
      void actions.registration.sendForm(INVITE_PARENT_QUESTION, inviteParentAnswer),
  };
}

/**
 * parent_invite before the code (section 4: a child-first flow with no pre-registered user):
 * the same page, checked here and sent by the registration once the teen has a name.
 */
export function parentInviteView(input: ViewInput): ViewOf<InviteParentScreenProps> {
  const { formError, fieldErrors } = splitErrors(input, INVITE_PARENT_QUESTION);
  return {
    values: inviteParentDraft(input.form.drafts[INVITE_PARENT_QUESTION] ?? {}),
    fieldErrors,
    formError,
    sendsLater: true,
    loading: false,
  };
}

export function parentInviteIntents(actions: StepActions): IntentsOf<InviteParentScreenProps> {
  return {
    onValuesChange: editInvite(actions),
    onContinue: () => void actions.phone.submitParentInvite(),
  };
}
