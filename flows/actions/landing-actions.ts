import { registrationState } from '../model/registration-state';
import { ipAddressSeen, toggleOverridesKept } from '../steps/landing';
import { landingParamsFromSearch } from '../steps/landing-params';
import { applyChanges } from './apply-changes';

/**
 * The landing address's marketing parameters and test settings, kept for the session. Read
 * after the first screen (with the toggles, before their call, so it carries the tracer): the
 * first call that needs them is the phone check.
 */
export function rememberLandingParams(location: Location): void {
  void applyChanges({
    registration: landingParamsFromSearch(new URLSearchParams(location.search), registrationState),
  });
}

/**
 * The client IP as the product's own server saw it (the toggles' answer): every later call
 * carries it as client-ip-address, and browser data as ip_addresses (section 7).
 */
export function rememberIpAddress(ipAddress: string | undefined): void {
  void applyChanges(ipAddressSeen(ipAddress));
}

/**
 * The address bar's toggle overrides, kept for the session with the test settings: the page
 * leaves for the carrier and comes back (and reloads) without them.
 */
export function rememberToggleOverrides(overrides: Record<string, boolean>): void {
  void applyChanges(toggleOverridesKept(registrationState.testSettings, overrides));
}
