import { childFieldId } from '../../../design-system/screens/add-child/add-child-screen';
import type { QuestionName } from '../../../vocabulary/question-names';
import { childErrors } from '../../rules/register-answers';
import { type FormPrepare, outcome } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/** The form of the children group, by its question. */
export const CHILDREN_FORM = 'add_child_info' satisfies QuestionName;

export type ChildDraft = { firstName: string /** MM/DD/YYYY */; dob: string };

/** The children as typed; one empty child to start with. */
export function childrenOf(draft: Readonly<Record<string, unknown>>): ChildDraft[] {
  const typed = draft.children as ReadonlyArray<ChildDraft> | undefined;
  return typed && typed.length > 0
    ? typed.map(({ firstName, dob }) => ({ firstName, dob }))
    : [{ firstName: '', dob: '' }];
}

/**
 * Continue: each child's first name, and under the COPPA toggle a date of birth (section 3),
 * sent as a list under the group's question; errors go to each child's own field.
 */
export const childrenAnswer: FormPrepare = (draft, { registration, addChildCoppa, today }) => {
  const children = childrenOf(draft);
  const requireDob = addChildCoppa.requireChildDateOfBirth;
  const errors: Record<string, string> = {};
  childErrors(children, requireDob, today).forEach((found, index) => {
    for (const [field, message] of Object.entries(found))
      errors[childFieldId(index, field as keyof ChildDraft)] = message;
  });
  const question = registration.questions[0]?.name ?? CHILDREN_FORM;
  return outcome(errors, () => ({
    [answerKey(question)]: children.map((child) => ({
      firstName: child.firstName.trim(),
      ...(requireDob && child.dob ? { dob: child.dob } : {}),
    })),
  }));
};
