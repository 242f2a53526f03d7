import { anonymousId, browserDeps } from '../flows/containers/browser-deps';
import { toggleOverrides } from '../flows/platform/toggle-overrides';
import { applyFetchedToggles, KNOWN_TOGGLES } from '../flows/platform/toggles-state';

/** Toggles load after the first screen is interactive; section 9's defaults apply until then. */
export async function loadToggles(location: Location, production: boolean): Promise<void> {
  const overrides = toggleOverrides(
    new URLSearchParams(location.search),
    KNOWN_TOGGLES,
    production,
  );
  try {
    const { featureToggles } = await browserDeps().clients.own.fetchToggles({
      anonymousId: anonymousId(),
      attributes: {},
    });
    applyFetchedToggles(featureToggles, overrides);
  } catch (error) {
    console.warn('toggles not loaded; using defaults', error);
    applyFetchedToggles(undefined, overrides);
  }
}
