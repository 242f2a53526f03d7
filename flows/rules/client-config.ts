import { type ClientConfig, isFilled, isWebAddress } from '../../vocabulary/client-config';
import { monitoringEnvironment } from './monitoring';

const FALLBACK: ClientConfig = { appEnv: 'dev', providerHomeUrl: '/' };

const text = (value: unknown): string | undefined => (isFilled(value) ? value : undefined);

/**
 * Reads the config the server wrote, field by field into vocabulary's ClientConfig (without zod:
 * the first screen's budget has no room for it); anything missing or malformed falls back to
 * the sandbox's. client-config.test.ts holds the result to the schema.
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
    appEnv: monitoringEnvironment(parsed.appEnv),
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
