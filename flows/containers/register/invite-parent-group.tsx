import * as React from 'react';
import {
  type InviteParentField,
  InviteParentScreen,
  type InviteParentValues,
} from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { userState } from '../../model/user-state';
import { inviteParentErrors, nationalDigits } from '../../rules/register-answers';
import { filterText } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { splitError, useGroup } from './use-group';

const FIELD_CODES = {
  ERR_INVALID_PHONE: 'phoneNumber',
  ERR_PHONE_TAKEN: 'phoneNumber',
  ERR_INVALID_NAME: 'firstName',
};

type Errors = Partial<Record<InviteParentField, string>>;

/** invite_parent (child-first flow): the teen asks a parent or guardian to join by SMS. */
export default function InviteParentGroup({ questions }: GroupProps) {
  const { progress, loading, error, errorCode, submit } = useGroup();
  const question = questions[0]?.name ?? 'invite_parent';
  const [values, setValues] = React.useState<InviteParentValues>({
    firstName: '',
    phoneNumber: '',
  });
  const [errors, setErrors] = React.useState<Errors>({});
  const server = splitError(error, errorCode, FIELD_CODES);
  const shown = Object.keys(errors).length > 0;

  const onContinue = async () => {
    const found = inviteParentErrors(values, userState.phoneNumber);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submit({
      [answerKey(question)]: {
        firstName: values.firstName.trim(),
        phoneNumber: `+1${nationalDigits(values.phoneNumber)}`,
      },
    });
  };

  return (
    <InviteParentScreen
      values={values}
      onValuesChange={(next) => {
        setValues({ ...next, firstName: filterText(next.firstName) });
        setErrors({});
      }}
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={shown ? errors : server.fieldErrors}
      formError={shown ? undefined : server.formError}
    />
  );
}
