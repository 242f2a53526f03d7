import {
  rememberIpAddress,
  rememberLandingParams,
  rememberToggleOverrides,
} from '../flows/actions/landing-actions';
import { checkRegion } from '../flows/actions/region-actions';
import { applyFetchedToggles } from '../flows/actions/toggle-actions';
import { anonymousId, browserDeps } from '../flows/composition/browser-deps';
import { registrationState } from '../flows/model/registration-state';
import { toggleOverrides } from '../flows/platform/toggle-overrides';
import { KNOWN_TOGGLES, togglesState } from '../flows/platform/toggles-state';
import { browserTimeZone } from '../flows/rules/timezone';

let loading: Promise<void> | undefined;

/**
 * Toggles load after the first screen is interactive; section 9's defaults apply until then.
 * Once per page: the reset page waits for them before its first render, and the idle-time
 * load after it reuses that answer.
 */
export function loadToggles(location: Location, production: boolean): Promise<void> {
  loading ??= fetchToggles(location, production);
  return loading;
}

async function fetchToggles(location: Location, production: boolean): Promise<void> {
  rememberLandingParams(location);
  const overrides = toggleOverrides(
    new URLSearchParams(location.search),
    KNOWN_TOGGLES,
    production,
    registrationState.testSettings?.toggleOverrides,
  );
  rememberToggleOverrides(overrides);
  try {
    const { featureToggles, ipAddress } = await browserDeps().clients.own.fetchToggles({
      anonymousId: anonymousId(),
      attributes: {},
    });
    rememberIpAddress(ipAddress);
    applyFetchedToggles(featureToggles, overrides);
  } catch (error) {
    console.warn('toggles not loaded; using defaults', error);
    applyFetchedToggles(undefined, overrides);
  }
  // Reading the zone starts Intl's time zone data, a long task on a slow phone (about 80 ms in
  // Lighthouse's mobile simulation): only when the check is on (it is off by default).
  const prevent = togglesState.toggles.preventNonUSTimezones;
  checkRegion(prevent, prevent ? browserTimeZone() : null);
}
