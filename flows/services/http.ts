import wretch from 'wretch';
import { retry } from 'wretch/middlewares';
import { DEFAULT_LOCALE, type Locale } from '../../vocabulary/locales';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { toCamel, toSnake } from './contract/casing';
import {
  COMMON_HEADERS,
  ENDPOINTS,
  type EndpointName,
  fillPath,
  phoneVerificationBase,
  SERVICE_BASES,
  type ServiceName,
} from './contract/endpoints';
import { WIRE_CASING } from './contract/wire-casing';
import { type RetryPolicy, shouldStopRetrying } from './retry-policies';

/** Values of the common headers of spec section 7; a header is sent only when it has one. */
type CommonHeaderValues = {
  clientIpAddress?: string | null;
  testTracer?: string | null;
  anonymousId?: string | null;
};

/** @internal */
export type Tokens = {
  registrationToken?: string | null;
  accessToken?: string | null;
  userToken?: string | null;
};

export type HttpConfig = {
  /** Prepended to every base (an absolute origin in node; empty in the browser). */
  origin?: string;
  /** A service's base replaced, e.g. by a full URL of a real upstream. */
  bases?: Partial<Record<ServiceName, string>>;
  headers?: () => CommonHeaderValues;
  tokens?: () => Tokens;
  /** The language the page shows (English when none is given). */
  locale?: () => Locale;
  /** Access management moves phone verification to the newer endpoints (section 6). */
  accessManagement?: () => boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * A registration call (one carrying the registration bearer token) answered 401: the
   * session is over. Called before the call's promise rejects, so the flow has moved on by
   * the time the action's failure phase runs.
   */
  onSessionExpired?: (name: EndpointName) => void;
};

type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  headers?: Record<string, string>;
  /** Outlives the page: a call nobody waits for still arrives when the page moves on. */
  keepalive?: boolean;
};

export type Http = <T>(name: EndpointName, options?: CallOptions) => Promise<T>;

/**
 * One request function for every call of the contract: path, casing (wire-casing.ts), common
 * headers, bearer token, timeout and retries. The per-service clients are thin names over it.
 */
export function createHttp(config: HttpConfig = {}): Http {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
  const baseOf = (service: ServiceName): string => {
    const override = config.bases?.[service];
    if (override) return override;
    if (service === 'phoneVerification') {
      return `${config.origin ?? ''}${phoneVerificationBase(config.accessManagement?.() ?? false)}`;
    }
    return `${config.origin ?? ''}${SERVICE_BASES[service]}`;
  };

  return async <T>(name: EndpointName, options: CallOptions = {}): Promise<T> => {
    const endpoint = ENDPOINTS[name];
    const casing = WIRE_CASING[name];
    const encode = (value: unknown) => (casing.request === 'snake' ? toSnake(value) : value);

    // Query keys travel exactly as spec section 7 writes them (?actionType=, ?error_id=): only
    // bodies are converted to snake_case.
    const url = `${baseOf(endpoint.service)}${fillPath(endpoint.path, options.params)}${queryString(
      options.query,
    )}`;

    // The server texts, calls and emails in the language of this header: the page's, never the
    // browser's own list, so a code never arrives in another language than the page asked in.
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': config.locale?.() ?? DEFAULT_LOCALE,
      ...options.headers,
    };
    const common = config.headers?.() ?? {};
    for (const [key, header] of Object.entries(COMMON_HEADERS)) {
      const value = common[key as keyof CommonHeaderValues];
      if (value) headers[header] = value;
    }
    const token = bearerFor(endpoint.auth, config.tokens?.() ?? {});
    if (token) headers.Authorization = `Bearer ${token}`;

    let request = wretch(url, { method: endpoint.method })
      .headers(headers)
      .middlewares([
        ...(options.retry
          ? [
              retry({
                ...options.retry,
                until: shouldStopRetrying,
                retryOnNetworkError: true,
                // The last answer, not "Number of attempts exceeded": callers read its status and message.
                resolveWithLatestResponse: true,
              }),
            ]
          : []),
        timeout(timeoutMs),
      ])
      // A failed call's body as `text`, and as `json` when it is JSON: the flow's rules read its
      // message and code there (rules/error-message). The error's own message stays the status
      // text, so a logged error never quotes a body.
      .customError(async (error, response) => {
        const text = await response.text().catch(() => '');
        return Object.assign(error, { text, json: jsonOrUndefined(text) });
      });
    if (config.fetch) request = request.fetchPolyfill(config.fetch);
    if (options.signal) request = request.options({ signal: options.signal });
    if (options.keepalive) request = request.options({ keepalive: true });
    if (endpoint.method !== 'GET') request = request.json(encode(options.body ?? {}) as object);

    let text: string;
    try {
      text = await request.fetch().text();
    } catch (error) {
      if (endpoint.auth === 'registration' && statusOf(error) === 401) {
        (error as { sessionExpired?: boolean }).sessionExpired = true;
        config.onSessionExpired?.(name);
      }
      throw error;
    }
    const data: unknown = text ? JSON.parse(text) : undefined;
    return (casing.response === 'camel' ? toCamel(data) : data) as T;
  };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function bearerFor(auth: 'registration' | 'user' | 'none', tokens: Tokens): string | null {
  if (auth === 'registration') return tokens.registrationToken || tokens.accessToken || null;
  if (auth === 'user') return tokens.userToken || null;
  return null;
}

function queryString(query: CallOptions['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Each attempt gets its own 30 s limit (section 9), and a caller's signal (a newer promo-code
 * check) still cancels it.
 */
const timeout =
  (ms: number) =>
  (next: (url: string, options: RequestInit) => Promise<Response>) =>
  (url: string, options: RequestInit): Promise<Response> => {
    const controller = new AbortController();
    const outer = options.signal;
    const timer = setTimeout(() => controller.abort(timeoutError()), ms);
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    return next(url, { ...options, signal: controller.signal }).finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    });
  };

function timeoutError(): Error {
  const error = new Error('The request took too long.');
  error.name = 'TimeoutError';
  return error;
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** A registration call's 401, already handled by onSessionExpired (see HttpConfig). */
export const isSessionExpiredError = (error: unknown): boolean =>
  (error as { sessionExpired?: unknown } | null)?.sessionExpired === true;
