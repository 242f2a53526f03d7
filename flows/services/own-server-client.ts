import type * as z from 'zod/mini';
import type {
  browserDataRequest,
  fetchTogglesResponse,
  kycFailureTypeResponse,
  proveRedirectUriResponse,
  subscribeSmsResponse,
} from './contract/own-server';
import { PROVE_MOCK_STATUS_HEADER } from './contract/prove';
import type { Http } from './http';
import { RETRY_POLICIES } from './retry-policies';

type Traits = Record<string, unknown>;
type Log = (message: string, error: unknown) => void;

/** The product's own server (base /api). */
export function createOwnServerClient(http: Http, log: Log) {
  /**
   * Failure of the browser-data calls is logged and ignored (section 7). Nobody waits for
   * them, so they are kept alive past a redirect that may follow.
   */
  const quietly = async (message: string, call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      log(message, error);
    }
  };

  return {
    browserData: (body: z.input<typeof browserDataRequest>) =>
      quietly('browser-data failed', http('browserData', { body, keepalive: true })),
    browserDataLink: (body: { userId: string; familyUid: string }) =>
      quietly('browser-data-link failed', http('browserDataLink', { body, keepalive: true })),
    kycFailureType: (identityId: string) =>
      http<z.infer<typeof kycFailureTypeResponse>>('kycFailureType', { query: { identityId } }),
    subscribeSms: (body: { userId: string; subscriptionType: string }) =>
      http<z.infer<typeof subscribeSmsResponse>>('subscribeSms', { body }),
    /** Analytics: 5 retries, 300 ms apart (section 9). */
    trackCustomEvent: (body: {
      event: string;
      anonymousId?: string;
      userId?: string;
      properties?: Traits;
    }) => http('trackCustomEvent', { body, retry: RETRY_POLICIES.analytics }),
    identifyUsers: (body: { anonymousId?: string; userId?: string; traits?: Traits }) =>
      http('identifyUsers', { body, retry: RETRY_POLICIES.analytics }),
    personasIdentify: (body: { anonymousId?: string; userId?: string; traits?: Traits }) =>
      http('personasIdentify', { body, retry: RETRY_POLICIES.analytics }),
    /**
     * Where the carrier confirms the number (Prove). In mock mode the wanted outcome travels in
     * the prove-mock-status header (section 7: "mock settings in headers").
     */
    proveRedirectUri: (mock?: { status: 'success' | 'failure' }) =>
      http<z.infer<typeof proveRedirectUriResponse>>('proveRedirectUri', {
        ...(mock ? { headers: { [PROVE_MOCK_STATUS_HEADER]: mock.status } } : {}),
      }),
    fetchToggles: (body: { anonymousId?: string; attributes?: Traits }) =>
      http<z.infer<typeof fetchTogglesResponse>>('fetchToggles', { body }),
    /**
     * Experimentation sync (anonymousId, userId, traits) with exponential back-off; it is the
     * personas link call (docs/decisions/011).
     */
    syncExperimentation: (body: { anonymousId: string; userId: string; traits?: Traits }) =>
      http('personasLink', { body, retry: RETRY_POLICIES.experimentationSync }),
  };
}

export type OwnServerClient = ReturnType<typeof createOwnServerClient>;
