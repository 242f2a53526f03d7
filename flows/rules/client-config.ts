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
  /** x-test-tracer for every call of this deployment (TEST_TRACER); ?testTracer= overrides it. */
  testTracer?: string;
  /** Datadog browser RUM; unset: no monitoring SDK is loaded. */
  datadog?: { clientToken: string; applicationId: string; site: string; proxy?: string };
  /** The instant bank link: Plaid Link (BANK_LINK=plaid); unset: the sandbox's link. */
  bankLink?: 'plaid';
  /** Cards and wallets through Braintree; unset: the sandbox's test mode (flows/platform/payments). */
  payments?: BraintreeSettings;
};

/** PAYMENTS_PROVIDER=braintree, its environment, and Google Pay's merchant id (production). */
export type BraintreeSettings = {
  provider: 'braintree';
  environment: 'sandbox' | 'production';
  googlePayMerchantId?: string;
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
  const testTracer = text(parsed.testTracer);
  const proxy = text(datadog.proxy);
  const nextGenOnboardingUrl = webAddress(parsed.nextGenOnboardingUrl);
  const payments = (parsed.payments ?? {}) as Record<string, unknown>;
  const googlePayMerchantId = text(payments.googlePayMerchantId);
  return {
    ...(parsed.bankLink === 'plaid' ? { bankLink: 'plaid' as const } : {}),
    appEnv: monitoringEnvironment(text(parsed.appEnv)),
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
