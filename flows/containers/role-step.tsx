import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  type RoleChoice,
  RoleChoiceScreen,
} from '../../design-system/screens/role-choice/role-choice-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { phoneActions } from './phone-actions-instance';

export const NO_ROLE_MESSAGE = 'Choose whether you are a parent or a teen';

/** confirm-role: the choice recomputes the next step and the access-request need (section 4). */
export default function RoleStep() {
  const registration = useSnapshot(registrationState);
  const [role, setRole] = React.useState<RoleChoice | null>(null);
  const [missing, setMissing] = React.useState(false);
  return (
    <RoleChoiceScreen
      role={role}
      onRoleChange={(next) => {
        setRole(next);
        setMissing(false);
      }}
      error={missing ? NO_ROLE_MESSAGE : undefined}
      formError={registration.error ?? undefined}
      onBack={() => {
        userState.nextRegStep = 'phone';
      }}
      onContinue={() => {
        if (!role) {
          setMissing(true);
          return;
        }
        void phoneActions().then((actions) => actions.chooseRole(role));
      }}
    />
  );
}
