import { type MonitoringEnvironment, monitoringEnvironment } from './monitoring';

/**
 * What the server tells the page about its deployment, in a meta tag of index.html (no inline
 * script, so the CSP stays 'self'). Write keys and client tokens are public by design.
 */
export type ClientConfig = {
  appEnv: MonitoringEnvironment;
  /** Where the fallback error screen's 'Try again' goes (spec section 2). */
  providerHomeUrl: string;
  /** Where the next-gen hand-off goes when the onboarding service names no address. */
  nextGenOnboardingUrl?: string;
  /** Segment's analytics-next; unset: events go to the own server's track and identify. */
  segmentWriteKey?: string;
  /** Datadog browser RUM; unset: no monitoring SDK is loaded. */
  datadog?: { clientToken: string; applicationId: string; site: string; proxy?: string };
};

export const CLIENT_CONFIG_META = 'webreg-config';

const FALLBACK: ClientConfig = { appEnv: 'dev', providerHomeUrl: '/' };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Only a web address may become a redirect target (never javascript: or data:). */
const webAddress = (value: unknown): string | undefined => {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol) ? raw : undefined;
  } catch {
    return undefined;
  }
};

/** Reads the config the server wrote; anything missing or malformed falls back to the sandbox's. */
export function parseClientConfig(raw: string | null | undefined): ClientConfig {
  if (!raw) return FALLBACK;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
  const datadog = (parsed.datadog ?? {}) as Record<string, unknown>;
  const clientToken = text(datadog.clientToken);
  const applicationId = text(datadog.applicationId);
  const segmentWriteKey = text(parsed.segmentWriteKey);
  const proxy = text(datadog.proxy);
  const nextGenOnboardingUrl = webAddress(parsed.nextGenOnboardingUrl);
  return {
    appEnv: monitoringEnvironment(text(parsed.appEnv)),
    providerHomeUrl: text(parsed.providerHomeUrl) ?? FALLBACK.providerHomeUrl,
    ...(nextGenOnboardingUrl ? { nextGenOnboardingUrl } : {}),
    ...(segmentWriteKey ? { segmentWriteKey } : {}),
    ...(clientToken && applicationId
      ? {
          datadog: {
            clientToken,
            applicationId,
            site: text(datadog.site) ?? 'datadoghq.com',
            ...(proxy ? { proxy } : {}),
          },
        }
      : {}),
  };
}
