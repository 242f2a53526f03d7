import { mkdtempSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import { LOGGING_DEFAULTS } from '../flows/rules/constants';
import {
  SERVICES as CONTRACT_SERVICES,
  type ServiceName as ContractServiceName,
} from '../flows/services/contract/endpoints';
import { APP_ENVIRONMENTS, type ClientConfig } from '../vocabulary/client-config';
import { clientConfigSchema } from '../vocabulary/client-config-schema';
import type { ConnectionTimeouts } from './http/http-server';
import { LEGAL_DEFAULT_PATHS, LEGAL_VARIABLES, type LegalUrls } from './legal-pages';
import { type MetricsConfig, parseMetricsConfig } from './metrics/config';
import { type BraintreeCredentials, parsePaymentsConfig } from './payments-config';
import { repoRoot } from './repo-root';
import type { ScryptCost } from './sandbox/passwords';

/** The upstream services of spec section 7 (the contract's, less the product's own server). */
export type ServiceName = Exclude<ContractServiceName, 'own'>;
const SERVICES = CONTRACT_SERVICES.filter((service): service is ServiceName => service !== 'own');

/**
 * REGISTRATION_URL, WEB_REGISTRATION_URL, PHONE_VERIFICATION_URL...
 * @internal
 */
export function serviceUrlVariable(service: ServiceName): string {
  return `${service.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const NODE_ENVS = ['development', 'test', 'production'] as const;
type NodeEnv = (typeof NODE_ENVS)[number];

/** Express's `trust proxy` setting: off, a hop count, or named addresses and subnets. */
type TrustProxy = false | number | string[];

export type Config = {
  nodeEnv: NodeEnv;
  port: number;
  host: string | undefined;
  /** Set: a PostgreSQL server. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Set: rate limits shared through Redis. Unset: in-memory limits. */
  redisUrl: string | undefined;
  /** Origin used to build links sent to users (reset password), never the Host header. */
  publicBaseUrl: string;
  trustProxy: TrustProxy;
  /** HS256 secret; unset outside production means one is generated into dataDir. */
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS (http/http-server.ts). */
  connectionTimeouts: ConnectionTimeouts;
  /**
   * How long a SIGTERM'd instance keeps serving, failing /readyz and closing each connection
   * after its answer, before it stops listening: time for the balancer to take it out.
   */
  shutdownDelayMs: number;
  /** Requests per minute per client IP across the API (other limits are per call). */
  apiRateLimitPerMinute: number;
  /** Requests per minute per client IP outside the API (client files, pages, unknown paths). */
  pageRateLimitPerMinute: number;
  /** Per-account, per-family and service-wide ceilings on logins and invitation texts. */
  abuseLimits: AbuseLimits;
  /** Seconds between two prunes of rows past their retention (server/db/retention.ts); 0: off. */
  pruneIntervalSeconds: number;
  togglesFile: string | undefined;
  /** The built client to serve (CLIENT_DIR, default dist/client). */
  clientDir: string;
  /**
   * Unset: the sandbox hashes passwords at the OWASP cost (server/sandbox/passwords.ts). Set
   * (SCRYPT_N, never in production): a cheaper cost for test servers, whose journeys hash
   * dozens of passwords on two shared cores.
   */
  scryptCost: ScryptCost | undefined;
  toggleOverrides: Record<string, unknown>;
  /** Real upstream base URLs; a service listed here is proxied and its sandbox not mounted. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  /** The development-only outbox route (mail catcher). Never on in production. */
  outboxEnabled: boolean;
  /** Extra origins the page may load scripts from and send data to (analytics, monitoring). */
  cspScriptSrc: string[];
  cspConnectSrc: string[];
  /** What the page is told (APP_ENV, PROVIDER_HOME_URL, NEXT_GEN_ONBOARDING_URL, SEGMENT_WRITE_KEY, TEST_TRACER, DATADOG_*, PAYMENTS_PROVIDER, BANK_LINK). */
  client: ClientConfig;
  /** Where the first page's Terms, Privacy policy and SMS terms links go (server/legal-pages.ts). */
  legalUrls: LegalUrls;
  /** PAYMENTS_PROVIDER=braintree: the credentials the sandbox makes client tokens with. */
  braintree: BraintreeCredentials | undefined;
  /** METRICS_PORT and its listener's address and allowed scrapers; unset, no metrics. */
  metrics: MetricsConfig | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (OTLP over HTTP); unset, no tracing. */
  otlpEndpoint: string | undefined;
};

export type AbuseLimits = {
  /** Wrong passwords in a row for one phone number before a 15-minute pause. */
  loginPauseAfterFailures: number;
  /** Wrong passwords in a row for one phone number before a 24-hour lock (at most 100). */
  loginLockAfterFailures: number;
  /** Invitation texts one family may send in an hour. */
  invitationsPerFamilyPerHour: number;
  /** Invitation texts the whole service may send in an hour. */
  invitationsPerHour: number;
};

export const ABUSE_LIMIT_DEFAULTS: AbuseLimits = {
  loginPauseAfterFailures: 10,
  loginLockAfterFailures: 100,
  invitationsPerFamilyPerHour: 5,
  invitationsPerHour: 500,
};

// NIST SP 800-63B 5.2.2: no more than 100 consecutive failed attempts on one account.
const NIST_MAX_CONSECUTIVE_FAILURES = 100;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 3000;
const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
const MIN_JWT_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Reads and checks every environment variable once, naming each bad one with what it must be. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const fail = <T>(message: string, fallback: T): T => {
    problems.push(message);
    return fallback;
  };

  const nodeEnv = oneOf('NODE_ENV', read('NODE_ENV') ?? 'development', NODE_ENVS, fail);
  const production = nodeEnv === 'production';
  const port = parsePort(read('PORT'), fail);
  const databaseUrl = parseUrl(
    'DATABASE_URL',
    read('DATABASE_URL'),
    ['postgres:', 'postgresql:'],
    fail,
  );
  const redisUrl = parseUrl('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:'], fail);
  const publicBaseUrl =
    parseUrl('PUBLIC_BASE_URL', read('PUBLIC_BASE_URL'), ['http:', 'https:'], fail) ??
    (production
      ? fail(
          'PUBLIC_BASE_URL is required when NODE_ENV=production (reset links are built from it).',
          '',
        )
      : `http://localhost:${port || DEFAULT_PORT}`);

  const jwtSecret = read('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    fail(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters, got ${jwtSecret.length}.`,
      0,
    );
  }
  if (production && jwtSecret === undefined) {
    fail('JWT_SECRET is required when NODE_ENV=production (instances must share one key).', 0);
  } else if (databaseUrl !== undefined && jwtSecret === undefined) {
    // Each instance would generate its own key into its DATA_DIR and refuse the others' PINs
    // and tokens, which live in the shared database.
    fail(
      'JWT_SECRET is required when DATABASE_URL is set (instances sharing a database must share one key: PINs and tokens derive from it).',
      0,
    );
  }

  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICES) {
    const name = serviceUrlVariable(service);
    const url = parseUrl(name, read(name), ['http:', 'https:'], fail);
    if (url) serviceUrls[service] = url.replace(/\/+$/, '');
  }

  const togglesFile = read('TOGGLES_FILE');
  const payments = parsePaymentsConfig(read, fail);
  const client: ClientConfig = {
    ...clientSettings(read, fail, {
      production,
      home: `${publicBaseUrl.replace(/\/+$/, '')}/`,
    }),
    ...(payments.client ? { payments: payments.client } : {}),
  };
  // What the page will read: the schema the browser's reading is held to (vocabulary).
  const clientCheck = z.safeParse(clientConfigSchema, client);
  if (!clientCheck.success) {
    fail(`The page's configuration is malformed: ${z.prettifyError(clientCheck.error)}`, 0);
  }
  const config: Config = {
    nodeEnv,
    port,
    host: read('HOST'),
    databaseUrl,
    // Test servers get a throwaway folder unless told otherwise, so parallel ones never share.
    dataDir: read('DATA_DIR')
      ? path.resolve(repoRoot, read('DATA_DIR')!)
      : nodeEnv === 'test'
        ? mkdtempSync(path.join(tmpdir(), 'webreg-data-'))
        : path.join(repoRoot, 'data'),
    redisUrl,
    publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(read('TRUST_PROXY'), fail),
    jwtSecret,
    // Spec section 9: logging defaults to level debug.
    logLevel: oneOf('LOG_LEVEL', read('LOG_LEVEL') ?? LOGGING_DEFAULTS.level, LOG_LEVELS, fail),
    bodyLimitBytes: parseBodyLimit(read('BODY_LIMIT_BYTES'), fail),
    connectionTimeouts: parseConnectionTimeouts(read, fail),
    shutdownDelayMs: parseShutdownDelay(read('SHUTDOWN_DELAY_MS'), fail),
    apiRateLimitPerMinute: parseCount(
      'API_RATE_LIMIT_PER_MINUTE',
      read('API_RATE_LIMIT_PER_MINUTE'),
      600,
      fail,
    ),
    pageRateLimitPerMinute: parseCount(
      'PAGE_RATE_LIMIT_PER_MINUTE',
      read('PAGE_RATE_LIMIT_PER_MINUTE'),
      1200,
      fail,
    ),
    abuseLimits: parseAbuseLimits(read, fail),
    pruneIntervalSeconds: parsePruneInterval(read('PRUNE_INTERVAL_SECONDS'), fail),
    togglesFile: togglesFile && path.resolve(repoRoot, togglesFile),
    clientDir: path.resolve(repoRoot, read('CLIENT_DIR') ?? 'dist/client'),
    scryptCost: parseScryptN(read('SCRYPT_N'), production, fail),
    toggleOverrides: parseToggles(read('TOGGLES'), fail),
    serviceUrls,
    outboxEnabled:
      !production && parseBoolean('OUTBOX_ENABLED', read('OUTBOX_ENABLED'), true, fail),
    cspScriptSrc: parseOrigins('CSP_SCRIPT_SRC', read('CSP_SCRIPT_SRC'), fail),
    cspConnectSrc: parseOrigins('CSP_CONNECT_SRC', read('CSP_CONNECT_SRC'), fail),
    client,
    legalUrls: parseLegalUrls(read, fail),
    braintree: payments.braintree,
    metrics: parseMetricsConfig(read, fail),
    otlpEndpoint: parseUrl(
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      read('OTEL_EXPORTER_OTLP_ENDPOINT'),
      ['http:', 'https:'],
      fail,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type Fail = <T>(message: string, fallback: T) => T;
type Read = (name: string) => string | undefined;

/**
 * Keep-alive above a balancer's usual 60 s idle timeout; a request head in 10 s and the whole
 * request in 30 s (bodies are 16 KB at most), far under Node's 60 s and 300 s.
 */
const CONNECTION_TIMEOUT_DEFAULTS: ConnectionTimeouts = {
  keepAliveTimeoutMs: 65_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

function parseConnectionTimeouts(read: Read, fail: Fail): ConnectionTimeouts {
  const timeouts = {
    keepAliveTimeoutMs: parseCount(
      'KEEP_ALIVE_TIMEOUT_MS',
      read('KEEP_ALIVE_TIMEOUT_MS'),
      CONNECTION_TIMEOUT_DEFAULTS.keepAliveTimeoutMs,
      fail,
    ),
    headersTimeoutMs: parseCount(
      'HEADERS_TIMEOUT_MS',
      read('HEADERS_TIMEOUT_MS'),
      CONNECTION_TIMEOUT_DEFAULTS.headersTimeoutMs,
      fail,
    ),
    requestTimeoutMs: parseCount(
      'REQUEST_TIMEOUT_MS',
      read('REQUEST_TIMEOUT_MS'),
      CONNECTION_TIMEOUT_DEFAULTS.requestTimeoutMs,
      fail,
    ),
  };
  // Node refuses to start a server whose head may take longer than its whole request.
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) {
    fail(
      `HEADERS_TIMEOUT_MS (${timeouts.headersTimeoutMs}) must not be above REQUEST_TIMEOUT_MS (${timeouts.requestTimeoutMs}).`,
      0,
    );
  }
  return timeouts;
}

const BANK_LINKS = ['sandbox', 'plaid'] as const;

/** The browser's settings: deployment name, the provider's home page, analytics, monitoring. */
function clientSettings(
  read: Read,
  fail: Fail,
  defaults: { production: boolean; home: string },
): ClientConfig {
  const appEnv = oneOf(
    'APP_ENV',
    read('APP_ENV') ?? (defaults.production ? 'production' : 'dev'),
    APP_ENVIRONMENTS,
    fail,
  );
  const providerHomeUrl =
    parseUrl('PROVIDER_HOME_URL', read('PROVIDER_HOME_URL'), ['http:', 'https:'], fail) ??
    defaults.home;
  const nextGenOnboardingUrl = parseUrl(
    'NEXT_GEN_ONBOARDING_URL',
    read('NEXT_GEN_ONBOARDING_URL'),
    ['http:', 'https:'],
    fail,
  );
  const segmentWriteKey = read('SEGMENT_WRITE_KEY');
  // An id for this deployment's test traffic (x-test-tracer on every call, section 7).
  const testTracer = read('TEST_TRACER');
  const clientToken = read('DATADOG_CLIENT_TOKEN');
  const applicationId = read('DATADOG_APPLICATION_ID');
  if (Boolean(clientToken) !== Boolean(applicationId)) {
    fail('DATADOG_CLIENT_TOKEN and DATADOG_APPLICATION_ID are set together or not at all.', 0);
  }
  const proxy = parseUrl('DATADOG_PROXY_URL', read('DATADOG_PROXY_URL'), ['http:', 'https:'], fail);
  const bankLink = oneOf('BANK_LINK', read('BANK_LINK') ?? 'sandbox', BANK_LINKS, fail);
  return {
    ...(bankLink === 'plaid' ? { bankLink } : {}),
    appEnv,
    providerHomeUrl,
    ...(nextGenOnboardingUrl ? { nextGenOnboardingUrl } : {}),
    ...(segmentWriteKey ? { segmentWriteKey } : {}),
    ...(testTracer ? { testTracer } : {}),
    ...(clientToken && applicationId
      ? {
          datadog: {
            clientToken,
            applicationId,
            site: read('DATADOG_SITE') ?? 'datadoghq.com',
            ...(proxy ? { proxy } : {}),
          },
        }
      : {}),
  };
}

function oneOf<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[],
  fail: Fail,
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  return fail(`${name} must be one of ${allowed.join(', ')}, got "${value}".`, allowed[0]!);
}

function parsePort(value: string | undefined, fail: Fail): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (/^\d+$/.test(value) && port <= 65535) return port;
  return fail(`PORT must be a whole number from 0 to 65535, got "${value}".`, DEFAULT_PORT);
}

/**
 * TERMS_URL, PRIVACY_URL and SMS_TERMS_URL; each unset defaults to its page on the provider's
 * site (PROVIDER_HOME_URL + terms, privacy, sms-terms) when that site is set, else to the
 * sandbox's stand-in page.
 */
function parseLegalUrls(read: Read, fail: Fail): LegalUrls {
  const home = read('PROVIDER_HOME_URL');
  const urls: LegalUrls = {};
  for (const document of Object.keys(LEGAL_VARIABLES) as (keyof LegalUrls)[]) {
    const name = LEGAL_VARIABLES[document];
    const url =
      parseUrl(name, read(name), ['http:', 'https:'], fail) ??
      (home && URL.canParse(home) ? new URL(LEGAL_DEFAULT_PATHS[document], home).href : undefined);
    if (url) urls[document] = url;
  }
  return urls;
}

function parseUrl(
  name: string,
  value: string | undefined,
  protocols: string[],
  fail: Fail,
): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value may hold a password: name the variable, never echo it.
    return fail(`${name} is not a valid URL.`, undefined);
  }
  if (!protocols.includes(url.protocol)) {
    return fail(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`,
      undefined,
    );
  }
  return value;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean, fail: Fail) {
  if (value === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  return fail(`${name} must be true or false, got "${value}".`, fallback);
}

/**
 * Off by default, so X-Forwarded-For is ignored and cannot be forged to dodge a rate limit.
 * Behind a load balancer set the hop count or its addresses (Express's own syntax).
 */
function parseTrustProxy(value: string | undefined, fail: Fail): TrustProxy {
  if (value === undefined || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !named.has(entry) && isIP(entry.split('/')[0] ?? '') === 0);
  if (/^(true|yes|on)$/i.test(value) || bad.length > 0) {
    return fail(
      'TRUST_PROXY must be false, a hop count (1), or a comma list of proxy addresses, subnets or ' +
        `loopback/linklocal/uniquelocal; got "${value}". "true" would trust any forged X-Forwarded-For.`,
      false,
    );
  }
  return entries;
}

function parseBodyLimit(value: string | undefined, fail: Fail): number {
  if (value === undefined) return DEFAULT_BODY_LIMIT_BYTES;
  if (/^\d+$/.test(value) && Number(value) >= 1024) return Number(value);
  return fail(
    `BODY_LIMIT_BYTES must be a whole number of bytes, at least 1024, got "${value}".`,
    0,
  );
}

const MIN_SCRYPT_N = 2 ** 10;
const MAX_SCRYPT_N = 2 ** 20;

/** A power of two from 2^10 to 2^20, and never in production: there the OWASP cost holds. */
function parseScryptN(
  value: string | undefined,
  production: boolean,
  fail: Fail,
): ScryptCost | undefined {
  if (value === undefined) return undefined;
  if (production) {
    return fail(
      'SCRYPT_N is for test servers only; production hashes at the OWASP cost.',
      undefined,
    );
  }
  const n = Number(value);
  if (/^\d+$/.test(value) && n >= MIN_SCRYPT_N && n <= MAX_SCRYPT_N && (n & (n - 1)) === 0) {
    return { N: n, r: 8, p: 1 };
  }
  return fail(
    `SCRYPT_N must be a power of two from ${MIN_SCRYPT_N} to ${MAX_SCRYPT_N}, got "${value}".`,
    undefined,
  );
}

function parseCount(name: string, value: string | undefined, fallback: number, fail: Fail): number {
  if (value === undefined) return fallback;
  if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
  return fail(`${name} must be a whole number of at least 1, got "${value}".`, fallback);
}

function parseAbuseLimits(read: Read, fail: Fail): AbuseLimits {
  const count = (name: string, fallback: number) => parseCount(name, read(name), fallback, fail);
  const d = ABUSE_LIMIT_DEFAULTS;
  const loginLockAfterFailures = count('LOGIN_LOCK_AFTER_FAILURES', d.loginLockAfterFailures);
  if (loginLockAfterFailures > NIST_MAX_CONSECUTIVE_FAILURES) {
    fail(
      `LOGIN_LOCK_AFTER_FAILURES must be at most ${NIST_MAX_CONSECUTIVE_FAILURES} (NIST SP 800-63B 5.2.2), got ${loginLockAfterFailures}.`,
      0,
    );
  }
  return {
    loginPauseAfterFailures: count('LOGIN_PAUSE_AFTER_FAILURES', d.loginPauseAfterFailures),
    loginLockAfterFailures,
    invitationsPerFamilyPerHour: count(
      'INVITATIONS_PER_FAMILY_PER_HOUR',
      d.invitationsPerFamilyPerHour,
    ),
    invitationsPerHour: count('INVITATIONS_PER_HOUR', d.invitationsPerHour),
  };
}

/** Seconds from 0 (off) to a week; the default prunes every 10 minutes. */
/** At most a minute: the process's whole stop must fit an orchestrator's grace period. */
const MAX_SHUTDOWN_DELAY_MS = 60_000;

function parseShutdownDelay(value: string | undefined, fail: Fail): number {
  if (value === undefined) return 0;
  if (/^\d+$/.test(value) && Number(value) <= MAX_SHUTDOWN_DELAY_MS) return Number(value);
  return fail(
    `SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DELAY_MS}, got "${value}".`,
    0,
  );
}

function parsePruneInterval(value: string | undefined, fail: Fail): number {
  if (value === undefined) return 600;
  if (/^\d+$/.test(value) && Number(value) <= 7 * 24 * 60 * 60) return Number(value);
  return fail(
    `PRUNE_INTERVAL_SECONDS must be a whole number of seconds from 0 (off) to 604800, got "${value}".`,
    600,
  );
}

/** A comma list of https origins (https://cdn.example.com), nothing broader. */
function parseOrigins(name: string, value: string | undefined, fail: Fail): string[] {
  if (value === undefined) return [];
  const origins = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = origins.filter((origin) => {
    try {
      const url = new URL(origin);
      return url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, '');
    } catch {
      return true;
    }
  });
  if (bad.length === 0) return origins.map((origin) => origin.replace(/\/$/, ''));
  return fail(
    `${name} must be a comma list of https origins such as https://cdn.example.com, got "${bad.join(', ')}".`,
    [],
  );
}

function parseToggles(value: string | undefined, fail: Fail): Record<string, unknown> {
  if (value === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  return fail('TOGGLES must be a JSON object such as {"enableCorePriceChange":true}.', {});
}

/** Where the configured browser SDKs send data: the page's CSP must let them connect. */
export function clientSdkOrigins(client: ClientConfig): string[] {
  const origins: string[] = [];
  if (client.segmentWriteKey) origins.push('https://cdn.segment.com', 'https://api.segment.io');
  if (client.datadog) {
    origins.push(
      client.datadog.proxy
        ? new URL(client.datadog.proxy).origin
        : `https://browser-intake-${client.datadog.site}`,
    );
  }
  return origins;
}
