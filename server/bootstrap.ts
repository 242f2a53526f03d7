import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { type AppDeps, createApp } from './app';
import type { Config } from './config';
import { lockDataDir } from './data-dir-lock';
import { createDatabase, type Db } from './db/database';
import { schedulePrune } from './db/retention';
import { createHttpServer, drain } from './http/http-server';
import { createLogger, type Logger, type Redact } from './logger';
import { type MetricsListener, startMetricsListener } from './metrics/listener';
import { metrics } from './metrics/registry';
import { createOutages } from './outages';
import { createRateLimits } from './rate-limits';
import { createReadiness } from './readiness';
import { settleBackground } from './sandbox/background';
import { type Clock, systemClock } from './sandbox/clock';
import { loadJwtSecret } from './sandbox/jwt';
import type { ScryptCost } from './sandbox/passwords';
import { seedSandbox } from './sandbox/seed';
import { prepareDatabase } from './startup';
import { startTracing, type Tracing } from './tracing';

export type StartOptions = {
  config: Config;
  redact: Redact;
  clientDir?: string;
  /** Tests: capture log lines, move time, hash cheaply, keep PGlite in memory. */
  logDestination?: DestinationStream;
  clock?: Clock;
  scryptCost?: ScryptCost;
  db?: Db;
  inMemoryDatabase?: boolean;
  /** Tests: a Redis key prefix of their own, so runs never share counts. */
  rateLimitPrefix?: string;
  /** Tests: other limits than RATE_LIMITS (suites that make many calls from one IP). */
  limits?: Parameters<typeof createRateLimits>[0]['limits'];
};

export type RunningServer = {
  server: Server;
  port: number;
  url: string;
  /** The metrics listener's port, when METRICS_PORT is set. */
  metricsPort: number | undefined;
  logger: Logger;
  deps: AppDeps;
  /**
   * Stops taking connections, lets in-flight requests finish, then closes the database. With
   * `delayMs` (SIGTERM), /readyz fails and every answer closes its connection first, and the
   * server goes on serving that long; a later close without it ends the wait.
   */
  close: (options?: { delayMs?: number }) => Promise<void>;
  /** SHUTDOWN_DELAY_MS: the wait a SIGTERM asks of close(). */
  shutdownDelayMs: number;
};

/** Opens the database (migrated), the limits and the app, and listens: main and HTTP tests. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  // Loaded only when configured: a server without traces holds none of the SDK.
  const tracing = config.otlpEndpoint ? await startTracing(config.otlpEndpoint) : undefined;
  const logger = createLogger({
    level: config.logLevel,
    redact: options.redact,
    ...(tracing ? { mixin: () => traceFields(tracing) } : {}),
    ...(options.logDestination ? { destination: options.logDestination } : {}),
  });
  const usesPglite = !options.db && !config.databaseUrl && !options.inMemoryDatabase;
  const unlock = usesPglite ? lockDataDir(config.dataDir) : () => {};
  // Dependencies going away and coming back are logged once each, never per request.
  const outages = createOutages(logger);
  metrics.watchDependencies({ isDown: outages.isDown, redis: Boolean(config.redisUrl) });
  const db =
    options.db ??
    (await createDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : options.inMemoryDatabase
          ? { kind: 'pglite' }
          : { kind: 'pglite', dataDir: config.dataDir },
      {
        onError: (error) => outages.down('database', error),
        onConnect: () => outages.up('database'),
      },
    ));
  const clock = options.clock ?? systemClock;
  const rateLimits = await createRateLimits({
    redisUrl: config.redisUrl,
    outages,
    ...(options.rateLimitPrefix ? { prefix: options.rateLimitPrefix } : {}),
    limits: {
      api: { windowMs: 60_000, limit: config.apiRateLimitPerMinute },
      pages: { windowMs: 60_000, limit: config.pageRateLimitPerMinute },
      ...options.limits,
    },
  });
  const readiness = createReadiness({ db, outages, redisAnswers: rateLimits.redisAnswers });
  // A PostgreSQL server that is away delays readiness, not the start (startup.ts).
  const stopPreparing = await prepareDatabase({
    db,
    shared: Boolean(config.databaseUrl) && !options.db,
    migrated: Boolean(options.db),
    seed: () => seedSandbox(db, clock, options.scryptCost),
    readiness,
    outages,
    logger,
  }).catch(async (error: unknown) => {
    await rateLimits.close();
    if (!options.db) await db.destroy();
    unlock();
    throw error;
  });
  const deps: AppDeps = {
    config,
    logger,
    db,
    rateLimits,
    outages,
    readiness,
    clock,
    jwtKey: loadJwtSecret(config.jwtSecret, config.dataDir),
    ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(tracing ? { tracing } : {}),
  };
  const app = createApp(deps);
  const server = createHttpServer(app, config.connectionTimeouts);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (config.host) server.listen(config.port, config.host, resolve);
    else server.listen(config.port, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const prune =
    config.pruneIntervalSeconds > 0
      ? schedulePrune({
          db,
          now: () => clock.now(),
          intervalMs: config.pruneIntervalSeconds * 1000,
          logger,
        })
      : undefined;
  let metricsListener: MetricsListener | undefined;
  if (config.metrics) {
    metricsListener = await startMetricsListener(config.metrics, logger).catch(async (error) => {
      await new Promise((resolve) => server.close(resolve));
      throw error;
    });
  }
  let closing: Promise<void> | undefined;
  let endDelay = () => {};
  const close = ({ delayMs = 0 } = {}) => {
    if (delayMs === 0) endDelay();
    closing ??= (async () => {
      readiness.markStopping();
      if (delayMs > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delayMs);
          endDelay = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      await drain(server);
      await metricsListener?.close();
      stopPreparing();
      await rateLimits.close();
      await prune?.stop();
      // Work that outlived its request (a reset email) finishes before the database closes.
      await settleBackground();
      if (!options.db) await db.destroy();
      unlock();
      await tracing?.shutdown();
    })();
    return closing;
  };
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    metricsPort: metricsListener?.port,
    logger,
    deps,
    close,
    shutdownDelayMs: config.shutdownDelayMs,
  };
}

/** The active trace's id on every log line written while a request is served. */
function traceFields(tracing: Tracing): Record<string, string> {
  const traceId = tracing.traceId();
  return traceId ? { trace_id: traceId } : {};
}
