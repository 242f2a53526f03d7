import type {
  RoleChoice,
  RoleChoiceScreenProps,
} from '../../../design-system/screens/role-choice/role-choice-screen';
import type { StepActions } from '../../actions/step-actions';
import { FORMS } from '../../rules/page-checks';
import { splitErrors } from '../../views/split-errors';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';

/** confirm-role: parent or teen; the roleSelectCTA toggle names the pick on the button. */
export function roleView(input: ViewInput): ViewOf<RoleChoiceScreenProps> {
  const { formError, fieldErrors } = splitErrors(input, FORMS.role);
  return {
    role: draftOf<{ role: RoleChoice }>(input, FORMS.role).role ?? null,
    roleSelectCTA: input.toggles.roleSelectCTA,
    error: fieldErrors.role,
    formError,
  };
}

export function roleIntents(actions: StepActions): IntentsOf<RoleChoiceScreenProps> {
  return {
    onRoleChange: (role: RoleChoice) => actions.editDraft(FORMS.role, { role }),
    onContinue: () => void actions.phone.submitRole(),
  };
}
