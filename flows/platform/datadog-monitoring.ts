import { datadogRum } from '@datadog/browser-rum';
import type { ClientConfig } from '../../vocabulary/client-config';
import {
  actionBudget,
  type MonitoringEvent,
  scrubMonitoringEvent,
} from '../rules/monitoring-event';
import { MONITORING, monitoringTracingTargets } from '../rules/monitoring-settings';
import type { MonitoringSink } from './monitoring';

/** Datadog browser RUM with the settings of spec section 9, when a client token is configured. */
export function datadogMonitoring(
  settings: NonNullable<ClientConfig['datadog']>,
  env: ClientConfig['appEnv'],
  origin: string,
): MonitoringSink {
  const allowAction = actionBudget();
  datadogRum.init({
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    ...(settings.proxy ? { proxy: settings.proxy } : {}),
    service: MONITORING.service,
    env,
    sessionSampleRate: MONITORING.sessionSampleRate,
    sessionReplaySampleRate: MONITORING.sessionReplaySampleRate,
    trackUserInteractions: MONITORING.trackUserInteractions,
    defaultPrivacyLevel: MONITORING.defaultPrivacyLevel,
    // Action names come from what was clicked ('Remove Alex'): they follow the privacy levels.
    enablePrivacyForActionName: true,
    allowedTracingUrls: monitoringTracingTargets(`${origin}/api/v1`, `${origin}/api`),
    beforeSend: (event) => {
      if (event.type === 'action' && !allowAction(Date.now())) return false;
      scrubMonitoringEvent(event as unknown as MonitoringEvent);
      return true;
    },
  });
  return {
    error: (error, context) => datadogRum.addError(error, context),
    // Before the user is known, the SDK's own anonymous id stands for the visitor.
    setUser: ({ anonymousId, id }) => {
      if (id) datadogRum.setUser({ id, anonymousId });
    },
  };
}
