import type { RegistrationState } from '../model/registration-state';
import type { StepChanges } from './changes';

/**
 * What the page learns about its session after the first screen (spec sections 3 and 7): the
 * device's id, and from the landing address and the toggles' answer, the client IP and the
 * designers' toggle overrides.
 */

/** The device's id is made once, then kept with the registration; undefined when it has one. */
export const deviceIdentified = (
  current: string | null,
  create: () => string,
): StepChanges | undefined => (current ? undefined : { registration: { deviceUuid: create() } });

/** The client IP as the product's own server saw it (the toggles' answer), when it said. */
export const ipAddressSeen = (ipAddress: string | undefined): StepChanges | undefined =>
  ipAddress ? { registration: { ipAddress } } : undefined;

/** The address bar's toggle overrides, kept with the test settings; undefined when none. */
export const toggleOverridesKept = (
  kept: RegistrationState['testSettings'],
  toggleOverrides: Record<string, boolean>,
): StepChanges | undefined =>
  Object.keys(toggleOverrides).length === 0
    ? undefined
    : { registration: { testSettings: { ...kept, toggleOverrides } } };
