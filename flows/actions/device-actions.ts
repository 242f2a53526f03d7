import { registrationState } from '../model/registration-state';
import { deviceIdentified } from '../steps/landing';
import { applyChanges } from './apply-changes';

/**
 * The device's id for the phone checks and links (deviceUuid, spec section 3): made once, then
 * kept with the registration (it survives a reload and a start over), so the services see one
 * device across the sign-up.
 */
export function ensureDeviceUuid(create: () => string): void {
  void applyChanges(deviceIdentified(registrationState.deviceUuid, create));
}
