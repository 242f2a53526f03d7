import { describe, expect, it } from 'vitest';
import { ConfigError, clientSdkOrigins, loadConfig, serviceUrlVariable } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with nothing set: port 3000, PGlite in data/, memory limits, debug logs', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe('debug');
    expect(config.outboxEnabled).toBe(true);
    expect(config.serviceUrls).toEqual({});
    expect(config.pruneIntervalSeconds).toBe(600);
  });

  it('prunes on the interval asked for, or not at all at 0', () => {
    expect(loadConfig({ PRUNE_INTERVAL_SECONDS: '0' }).pruneIntervalSeconds).toBe(0);
    expect(loadConfig({ PRUNE_INTERVAL_SECONDS: '3600' }).pruneIntervalSeconds).toBe(3600);
    expect(problemsOf({ PRUNE_INTERVAL_SECONDS: 'hourly' })).toEqual([
      'PRUNE_INTERVAL_SECONDS must be a whole number of seconds from 0 (off) to 604800, got "hourly".',
    ]);
  });

  it('stops listening at once on SIGTERM unless SHUTDOWN_DELAY_MS asks for a wait', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000);
    expect(problemsOf({ SHUTDOWN_DELAY_MS: '5s' })).toEqual([
      'SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to 60000, got "5s".',
    ]);
  });

  it('gives test servers a fresh data folder each unless DATA_DIR is set', () => {
    const first = loadConfig({ NODE_ENV: 'test' }).dataDir;
    expect(loadConfig({ NODE_ENV: 'test' }).dataDir).not.toBe(first);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/kept' }).dataDir).toBe('/tmp/kept');
  });

  it('names every bad variable at once, with what it must be', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'prod',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'nope',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'short',
      TOGGLES: '[1]',
      BODY_LIMIT_BYTES: '-1',
      API_RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(problems).toHaveLength(10);
    expect(problems.join('\n')).toContain(
      'PORT must be a whole number from 0 to 65535, got "eighty"',
    );
    expect(problems.join('\n')).toContain('NODE_ENV must be one of development, test, production');
    expect(problems.join('\n')).toContain(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(problems.join('\n')).toContain('REDIS_URL is not a valid URL');
  });

  it('never echoes a URL that may carry a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://user:hunter22@db/x' });
    expect(problems.join('\n')).not.toContain('hunter22');
  });

  it('requires a shared JWT secret and a public base URL in production, and no outbox', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('PUBLIC_BASE_URL is required'),
      expect.stringContaining('JWT_SECRET is required'),
    ]);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://join.example.com/',
      JWT_SECRET: 'x'.repeat(32),
      OUTBOX_ENABLED: 'true',
    });
    expect(config.publicBaseUrl).toBe('https://join.example.com');
    expect(config.outboxEnabled).toBe(false);
  });

  it('hashes at the OWASP cost unless a test server asks for less, never in production', () => {
    // Unset, main.ts passes no cost and the sandbox's default holds (passwords.test.ts).
    expect(loadConfig({}).scryptCost).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_N: '1024' }).scryptCost).toEqual({
      N: 1024,
      r: 8,
      p: 1,
    });
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://join.example.com',
        JWT_SECRET: 'x'.repeat(32),
        SCRYPT_N: '1024',
      }),
    ).toEqual([expect.stringContaining('SCRYPT_N is for test servers only')]);
    for (const bad of ['1000', '512', '2097152', 'cheap']) {
      expect(problemsOf({ SCRYPT_N: bad })).toEqual([
        `SCRYPT_N must be a power of two from 1024 to 1048576, got "${bad}".`,
      ]);
    }
  });

  it('refuses a shared database without a shared JWT secret, in one line', () => {
    const databaseUrl = 'postgres://webreg:hunter22@db.internal:5432/webreg';
    const problems = problemsOf({ DATABASE_URL: databaseUrl });
    expect(problems).toEqual([
      'JWT_SECRET is required when DATABASE_URL is set (instances sharing a database must share one key: PINs and tokens derive from it).',
    ]);
    expect(problems.join('\n')).not.toContain('hunter22');
    expect(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(32) }).databaseUrl).toBe(
      databaseUrl,
    );
    // Embedded PGlite is one server per DATA_DIR, whose generated key it keeps.
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });

  it('takes extra https origins for the CSP and refuses anything broader', () => {
    const config = loadConfig({
      CSP_CONNECT_SRC: 'https://rum.example.com, https://api.example.com/',
    });
    expect(config.cspConnectSrc).toEqual(['https://rum.example.com', 'https://api.example.com']);
    expect(problemsOf({ CSP_SCRIPT_SRC: '*' })).toHaveLength(1);
    expect(problemsOf({ CSP_SCRIPT_SRC: 'http://cdn.example.com' })).toHaveLength(1);
    expect(problemsOf({ CSP_SCRIPT_SRC: 'https://cdn.example.com/path/x.js' })).toHaveLength(1);
  });

  it("links the first page's legal documents to the provider's site, or to the configured pages", () => {
    // The sandbox: no site, so the server's own stand-in pages.
    expect(loadConfig({}).legalUrls).toEqual({});
    expect(loadConfig({ PROVIDER_HOME_URL: 'https://harbor.example/' }).legalUrls).toEqual({
      terms: 'https://harbor.example/terms',
      privacy: 'https://harbor.example/privacy',
      smsTerms: 'https://harbor.example/sms-terms',
    });
    expect(
      loadConfig({
        PROVIDER_HOME_URL: 'https://harbor.example/',
        TERMS_URL: 'https://legal.harbor.example/terms-2026',
      }).legalUrls.terms,
    ).toBe('https://legal.harbor.example/terms-2026');
    expect(problemsOf({ PRIVACY_URL: 'javascript:alert(1)' })).toHaveLength(1);
  });

  it("tells the page its deployment, the provider's home page and the SDKs' public keys", () => {
    expect(loadConfig({}).client).toEqual({
      appEnv: 'dev',
      providerHomeUrl: 'http://localhost:3000/',
    });
    const config = loadConfig({
      APP_ENV: 'staging',
      PROVIDER_HOME_URL: 'https://harbor.example/',
      NEXT_GEN_ONBOARDING_URL: 'https://onboarding.harbor.example/start',
      SEGMENT_WRITE_KEY: 'wk_1',
      DATADOG_CLIENT_TOKEN: 'pub_1',
      DATADOG_APPLICATION_ID: 'app_1',
      DATADOG_SITE: 'datadoghq.eu',
    });
    expect(config.client).toEqual({
      appEnv: 'staging',
      providerHomeUrl: 'https://harbor.example/',
      nextGenOnboardingUrl: 'https://onboarding.harbor.example/start',
      segmentWriteKey: 'wk_1',
      datadog: { clientToken: 'pub_1', applicationId: 'app_1', site: 'datadoghq.eu' },
    });
    // The page may then reach exactly those SDKs' hosts.
    expect(clientSdkOrigins(config.client)).toEqual([
      'https://cdn.segment.com',
      'https://api.segment.io',
      'https://browser-intake-datadoghq.eu',
    ]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://join.example.com',
        JWT_SECRET: 'x'.repeat(32),
      }).client.appEnv,
    ).toBe('production');
    expect(problemsOf({ APP_ENV: 'preview' })).toEqual([expect.stringContaining('APP_ENV')]);
    expect(problemsOf({ NEXT_GEN_ONBOARDING_URL: 'javascript:alert(1)' })).toEqual([
      expect.stringContaining('NEXT_GEN_ONBOARDING_URL'),
    ]);
    expect(problemsOf({ DATADOG_CLIENT_TOKEN: 'pub_1' })).toEqual([
      expect.stringContaining('DATADOG_APPLICATION_ID'),
    ]);
  });

  it('reads trust proxy as a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toHaveLength(1);
  });

  it('switches each upstream service to a real base URL by its own variable', () => {
    expect(serviceUrlVariable('webRegistration')).toBe('WEB_REGISTRATION_URL');
    const config = loadConfig({ FAMILY_URL: 'https://family.example.com/' });
    expect(config.serviceUrls).toEqual({ family: 'https://family.example.com' });
    expect(problemsOf({ IDENTITY_URL: 'ftp://x' })).toEqual([
      'IDENTITY_URL must start with http:// or https://.',
    ]);
  });
});
