import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  AddChildScreen,
  type ChildInfo,
  childFieldId,
} from '../../../design-system/screens/add-child/add-child-screen';
import { togglesState } from '../../platform/toggles-state';
import { childErrors } from '../../rules/register-answers';
import { filterText } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { useGroup } from './use-group';

/** add_child_info: the kids who get a card (COPPA toggle: date of birth, disclaimer). */
export default function ChildrenGroup({ questions }: GroupProps) {
  const { progress, loading, error, submit } = useGroup();
  const question = questions[0]?.name ?? 'add_child_info';
  // The COPPA toggle (section 3): a child's date of birth and why it is asked.
  const { addChildCoppa: coppa } = useSnapshot(togglesState);
  const requireDob = coppa.requireChildDateOfBirth;
  const [children, setChildren] = React.useState<ChildInfo[]>([{ firstName: '', dob: '' }]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const shown = Object.keys(errors).length > 0;

  const onContinue = async () => {
    const found: Record<string, string> = {};
    childErrors(children, requireDob, new Date()).forEach((errors, index) => {
      for (const [field, message] of Object.entries(errors))
        found[childFieldId(index, field as keyof ChildInfo)] = message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit({
      [answerKey(question)]: children.map((child) => ({
        firstName: child.firstName.trim(),
        ...(requireDob && child.dob ? { dob: child.dob } : {}),
      })),
    });
  };

  return (
    <AddChildScreen
      childrenInfo={children}
      onChildrenInfoChange={(next) => {
        setChildren(next.map((child) => ({ ...child, firstName: filterText(child.firstName) })));
        setErrors({});
      }}
      requireChildDateOfBirth={requireDob}
      displayDisclaimer={coppa.displayDisclaimer}
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={errors}
      formError={shown ? undefined : error}
    />
  );
}
