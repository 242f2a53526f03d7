import { anonymousId, browserDeps } from '../flows/composition/browser-deps';
import { analytics, attachAnalytics } from '../flows/platform/analytics';
import { attachMonitoring, monitoring } from '../flows/platform/monitoring';
import { togglesState } from '../flows/platform/toggles-state';
import { consentCategories, disabledIntegrations } from '../flows/rules/consent';
import type { ClientConfig } from '../vocabulary/client-config';

type ConsentWindow = Window & { OnetrustActiveGroups?: string };

/**
 * Analytics and monitoring, loaded after the first screen is interactive and the toggles are in
 * (facebookPixel decides an integration). Each SDK is its own chunk, fetched only when
 * configured; calls made before then wait in the facades.
 */
export async function loadTelemetry(config: ClientConfig, win: ConsentWindow): Promise<void> {
  if (config.datadog) {
    const { datadogMonitoring } = await import('../flows/platform/datadog-monitoring');
    attachMonitoring(datadogMonitoring(config.datadog, config.appEnv, win.location.origin));
    monitoring.setUser({ anonymousId: anonymousId() });
  }
  if (config.segmentWriteKey) {
    const { segmentAnalytics } = await import('../flows/platform/segment-analytics');
    // The consent manager keeps OnetrustActiveGroups current: read it for every event.
    const disabled = () =>
      disabledIntegrations(consentCategories(win.OnetrustActiveGroups), togglesState.toggles);
    attachAnalytics(segmentAnalytics(config.segmentWriteKey, disabled));
  } else {
    const { ownServerAnalytics } = await import('../flows/platform/own-server-analytics');
    const deps = browserDeps();
    attachAnalytics(ownServerAnalytics(deps.clients.own, anonymousId, deps.log));
  }
  analytics.page();
}
