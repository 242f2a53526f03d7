import type { AddChildScreenProps } from '../../../design-system/screens/add-child/add-child-screen';
import type { StepActions } from '../../actions/step-actions';
import { filterText } from '../../rules/validation';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { CHILDREN_FORM, childrenAnswer, childrenOf } from './rule';

/**
 * add_child_info: the kids who get a card, by first name; under the COPPA toggle (section 3)
 * each one's date of birth, and the disclaimer saying why it is asked.
 */
export function childrenView(input: ViewInput): ViewOf<AddChildScreenProps> {
  const { addChildCoppa } = input;
  return {
    ...groupFrame(input, CHILDREN_FORM),
    childrenInfo: childrenOf(input.form.drafts[CHILDREN_FORM] ?? {}),
    requireChildDateOfBirth: addChildCoppa.requireChildDateOfBirth,
    displayDisclaimer: addChildCoppa.displayDisclaimer,
  };
}

export function childrenIntents(actions: StepActions): IntentsOf<AddChildScreenProps> {
  return {
    // A child's name keeps only the characters the service takes (section 5).
    onChildrenInfoChange: (children) =>
      actions.editDraft(CHILDREN_FORM, {
        children: children.map((child) => ({ ...child, firstName: filterText(child.firstName) })),
      }),
    onContinue: () => void actions.registration.sendForm(CHILDREN_FORM, childrenAnswer),
  };
}
