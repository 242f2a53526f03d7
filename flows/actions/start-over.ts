import { formState, initialFormState } from '../model/form-state';
import { registrationState, resetRegistrationState } from '../model/registration-state';
import { resetUserState } from '../model/user-state';

/**
 * Back to the start (the phone step), e.g. for a parent on the same device: the native apps'
 * layout and the device stay, everything else (answers, drafts, tokens) starts afresh.
 */
export function startOver(): void {
  const { layoutType, embeddedWebreg, appOs, appVersion, deviceUuid } = registrationState;
  resetRegistrationState();
  resetUserState();
  Object.assign(formState, initialFormState());
  Object.assign(registrationState, { layoutType, embeddedWebreg, appOs, appVersion, deviceUuid });
}
