/** Client monitoring settings of spec section 9 (the environment: vocabulary/client-config). */

export const MONITORING = {
  service: 'webreg',
  sessionSampleRate: 100,
  sessionReplaySampleRate: 100,
  trackUserInteractions: true,
  /** Every input is masked in replays. */
  defaultPrivacyLevel: 'mask-user-input',
  maxActionsPerMinute: 3000,
  actionNameMaxLength: 100,
  viewUpdateThrottleMs: 3000,
} as const;

/** Tracing goes toward the web registration service and the API root. */
export const monitoringTracingTargets = (
  webRegistrationUrl: string,
  apiRootUrl: string,
): string[] => [webRegistrationUrl, apiRootUrl];

/** Action names are cut at 100 characters. */
export const monitoringActionName = (name: string): string =>
  name.slice(0, MONITORING.actionNameMaxLength);

/** The monitoring user: an anonymous id, and the id and phone only once known. */
export type MonitoringUser = { anonymousId: string; id?: string; phoneNumber?: string };

/** Reset links carry a uid and a token: monitoring records the last segment as REDACTED. */
export function monitoringUrl(url: string): string {
  return url.replace(/(\/reset-password\/[^/?#]+\/[^/?#]+\/)[^/?#]+/, '$1REDACTED');
}
