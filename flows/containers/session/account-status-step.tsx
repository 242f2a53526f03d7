import { useSnapshot } from 'valtio';
import { AccountStatusScreen } from '../../../design-system/screens/account-status/account-status-screen';
import { registrationState, resetRegistrationState } from '../../model/registration-state';
import { resetUserState, userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';

/**
 * deactivated and invalidated. Deactivated: the section 8 text, older or newer by the
 * newDeactivatedErrorMsg toggle, and nothing to do but call or start over. Invalidated: the
 * number must be confirmed again, so Continue asks for a new access request (section 4:
 * "an access request is needed again") at the code step.
 */
export default function AccountStatusStep() {
  const user = useSnapshot(userState);
  const { toggles } = useSnapshot(togglesState);
  const status = user.nextRegStep === 'invalidated' ? 'invalidated' : 'deactivated';
  return (
    <AccountStatusScreen
      status={status}
      newDeactivatedErrorMsg={toggles.newDeactivatedErrorMsg}
      onContinue={() => {
        registrationState.error = null;
        registrationState.regAccessToken = null;
        registrationState.needsAccessRequest = true;
        userState.nextRegStep = 'validate';
      }}
      onStartOver={() => {
        // Keep the layout of the native apps; everything else starts afresh.
        const { layoutType, embeddedWebreg, appOs, appVersion, deviceUuid } = registrationState;
        resetRegistrationState();
        resetUserState();
        Object.assign(registrationState, {
          layoutType,
          embeddedWebreg,
          appOs,
          appVersion,
          deviceUuid,
        });
      }}
    />
  );
}
