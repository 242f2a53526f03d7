import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type RunningServer, startServer } from '../../bootstrap';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { redactForLogs } from '../../log-redact';
import { type LimitName, RATE_LIMITS } from '../../rate-limits';
import { settleBackground } from '../../sandbox/background';
import type { Clock } from '../../sandbox/clock';

export const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

// Every test call comes from 127.0.0.1, so suites that are not about limits lift them.
const lifted = { windowMs: 60_000, limit: 100_000 };
const LIFTED_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, lifted]),
) as Record<LimitName, typeof lifted>;
// The per-account and per-family counts too (their variables; the NIST bound caps the lock).
const LIFTED_ABUSE_LIMITS = {
  LOGIN_PAUSE_AFTER_FAILURES: '100000',
  LOGIN_LOCK_AFTER_FAILURES: '100',
  INVITATIONS_PER_FAMILY_PER_HOUR: '100000',
  INVITATIONS_PER_HOUR: '100000',
};

export type TestServer = RunningServer & {
  logs: string[];
  request: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<TestResponse>;
  outbox: (
    recipient: string,
  ) => Promise<Array<{ channel: string; body: string; data: Record<string, string> }>>;
};
export type TestResponse = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON came back.
  body: any;
};

/**
 * A real server on an ephemeral port with real PGlite (or TEST_DATABASE_URL's PostgreSQL),
 * its log lines captured for the redaction checks. `dataDir` reuses a PGlite folder (restarts).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    kind?: 'pglite' | 'postgres';
    clock?: Clock;
    dataDir?: string;
    rateLimitPrefix?: string;
    /** Keep the production per-IP limits (suites that test them); otherwise they are lifted. */
    realLimits?: boolean;
    /** A database of the caller's (kept open on close): two instances sharing one database. */
    db?: Db;
    /** Serve a built client from this folder (test-client-dir.ts makes a small one). */
    clientDir?: string;
  } = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'webreg-test-'));
  let database: TestDatabase | undefined;
  if (!options.dataDir && !options.db)
    database = await createTestDatabase(options.kind ?? 'pglite');
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_BASE_URL: 'https://join.example.test',
    ...(options.realLimits ? {} : LIFTED_ABUSE_LIMITS),
    ...options.env,
  });
  const running = await startServer({
    config,
    redact: redactForLogs,
    logDestination,
    scryptCost: CHEAP_SCRYPT,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.rateLimitPrefix ? { rateLimitPrefix: options.rateLimitPrefix } : {}),
    ...(options.realLimits ? {} : { limits: LIFTED_LIMITS }),
    ...(database ? { db: database.db } : options.db ? { db: options.db } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });
  const { request, outbox } = httpCaller(running.url);
  let closing: Promise<void> | undefined;
  return {
    ...running,
    logs,
    request,
    outbox: async (recipient) => {
      // Messages sent after the answer (reset emails) are in once the background work settles.
      await settleBackground();
      return outbox(recipient);
    },
    // Once, however many times it is called (a test may stop the server before afterAll does).
    close: (options) => {
      closing ??= running.close(options).then(() => database?.close());
      return closing;
    },
  };
}

/**
 * A server's API as a client calls it: JSON calls and its outbox, over real HTTP at `url`, with
 * `everyCall`'s headers on each.
 */
export type Caller = Pick<TestServer, 'request' | 'outbox'>;

export function httpCaller(url: string, everyCall: Record<string, string> = {}): Caller {
  const request: TestServer['request'] = async (method, urlPath, body, headers = {}) => {
    const response = await fetch(`${url}${urlPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...everyCall,
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // not JSON (HTML pages)
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    request,
    outbox: async (recipient) => {
      const { body } = await request(
        'GET',
        `/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
      );
      return body.messages;
    },
  };
}
