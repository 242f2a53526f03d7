import { CancelAgeScreen } from '../../design-system/screens/cancel-age/cancel-age-screen';
import { resetRegistrationState } from '../model/registration-state';
import { resetUserState } from '../model/user-state';

/** cancel_age: a teen under 13 stops here; a parent can start over on the same device. */
export default function CancelAgeStep() {
  return (
    <CancelAgeScreen
      onStartOver={() => {
        resetRegistrationState();
        resetUserState();
      }}
    />
  );
}
