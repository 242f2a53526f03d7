import type { ClientConfig } from './client-config-schema';

/**
 * What the server tells the page about its deployment, in a meta tag of index.html (no inline
 * script, so the CSP stays 'self'). Write keys and client tokens are public by design. The
 * shape is client-config-schema.ts's; this module is what the browser needs at run time
 * without zod (the first screen's budget has no room for it): the tag's name, the types and
 * the reading.
 */
export type { BraintreeSettings, ClientConfig } from './client-config-schema';

export const CLIENT_CONFIG_META = 'webreg-config';

/** Deployments by APP_ENV: spec section 9's monitoring environments, else dev. */
export const APP_ENVIRONMENTS = ['production', 'qa', 'staging', 'dev'] as const;
type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** Spec section 9: the environment is one of production, qa, staging, else dev. */
const appEnvironment = (value: unknown): AppEnvironment =>
  APP_ENVIRONMENTS.find((environment) => environment === value) ?? 'dev';

/** A value the page may use: a string with something in it. */
export const isFilled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Only a web address may become a redirect target (never javascript: or data:). */
export function isWebAddress(value: unknown): value is string {
  if (!isFilled(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const FALLBACK: ClientConfig = { appEnv: 'dev', providerHomeUrl: '/' };

const text = (value: unknown): string | undefined => (isFilled(value) ? value : undefined);

/**
 * Reads the config the server wrote, field by field into the schema's type (without zod: the
 * first screen's budget has no room for it); anything missing or malformed falls back to the
 * sandbox's. client-config.test.ts holds the result to the schema.
 */
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
  const testTracer = text(parsed.testTracer);
  const proxy = text(datadog.proxy);
  const nextGenOnboardingUrl = isWebAddress(parsed.nextGenOnboardingUrl)
    ? parsed.nextGenOnboardingUrl
    : undefined;
  const payments = (parsed.payments ?? {}) as Record<string, unknown>;
  const googlePayMerchantId = text(payments.googlePayMerchantId);
  return {
    ...(parsed.bankLink === 'plaid' ? { bankLink: 'plaid' as const } : {}),
    appEnv: appEnvironment(parsed.appEnv),
    providerHomeUrl: text(parsed.providerHomeUrl) ?? FALLBACK.providerHomeUrl,
    ...(nextGenOnboardingUrl ? { nextGenOnboardingUrl } : {}),
    ...(segmentWriteKey ? { segmentWriteKey } : {}),
    ...(payments.provider === 'braintree'
      ? {
          payments: {
            provider: 'braintree',
            environment: payments.environment === 'production' ? 'production' : 'sandbox',
            ...(googlePayMerchantId ? { googlePayMerchantId } : {}),
          },
        }
      : {}),
    ...(testTracer ? { testTracer } : {}),
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
