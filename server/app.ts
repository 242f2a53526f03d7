import express, { type Express, type Router } from 'express';
import { ERROR_CODES } from '../flows/rules/error-codes';
import { SERVICE_BASES } from '../flows/services/contract/endpoints';
import { ERROR_MESSAGES } from '../vocabulary/messages/errors.en';
import { type Config, clientSdkOrigins } from './config';
import type { Db } from './db/database';
import { errorHandler, HttpError } from './http/errors';
import { requestLog } from './http/request-log';
import { jsonOnly, noStore, rejectPollution, securityHeaders } from './http/security';
import { legalPages } from './legal-pages';
import type { Logger } from './logger';
import { routeMetrics } from './metrics/route-metrics';
import {
  answerUnavailable,
  type Outages,
  requireSchema,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './outages';
import { ownRouter } from './own/routes';
import { cachedToggles } from './own/toggles';
import { providerOrigins } from './provider-origins';
import type { RateLimits } from './rate-limits';
import { isReady, type Readiness } from './readiness';
import type { Clock } from './sandbox/clock';
import { upstreamRouter } from './sandbox/mount';
import { outboxRouter } from './sandbox/outbox-route';
import type { ScryptCost } from './sandbox/passwords';
import { paymentsPageRouter } from './sandbox/payments-page';
import { pageScriptHashes, pageStyleHashes, staticApp } from './static';
import type { Tracing } from './tracing';

export type AppDeps = {
  config: Config;
  logger: Logger;
  db: Db;
  rateLimits: RateLimits;
  /** Which dependencies are away (logged once per outage) and whether this instance can serve. */
  outages: Outages;
  readiness: Readiness;
  clock: Clock;
  jwtKey: Uint8Array;
  /** Lower scrypt cost for tests only; production uses the OWASP default. */
  scryptCost?: ScryptCost;
  /** Folder of the built client (dist/client); omit to serve the API only. */
  clientDir?: string;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing?: Tracing;
};

const HEALTHY = JSON.stringify({ status: 'ok' });

/** Builds the Express app without listening, so tests can mount it on any port. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Every API answer is no-store, so an ETag (a hash of each body) would never be used; the
  // client's files carry their own (express.static, and index.html's computed once).
  app.set('etag', false);
  // Only the proxies named in TRUST_PROXY may set the client IP that rate limits count by.
  app.set('trust proxy', config.trustProxy);
  // A stopping instance (SIGTERM) answers every call, then closes its connection: the balancer
  // opens its next one to an instance that stays, never reusing one this instance will close.
  app.use((_req, res, next) => {
    if (deps.readiness.stopping()) res.set('Connection', 'close');
    next();
  });
  const providers = providerOrigins(config.client);
  app.use(
    securityHeaders({
      production: config.nodeEnv === 'production',
      scriptSrc: [
        ...(deps.clientDir ? pageScriptHashes(deps.clientDir) : []),
        ...config.cspScriptSrc,
        ...providers.scriptSrc,
      ],
      styleSrc: deps.clientDir ? pageStyleHashes(deps.clientDir) : [],
      connectSrc: [
        ...config.cspConnectSrc,
        ...clientSdkOrigins(config.client),
        ...providers.connectSrc,
      ],
      frameSrc: providers.frameSrc,
      imgSrc: providers.imgSrc,
    }),
  );
  // First, so every line logged while the request is served carries its trace id.
  if (deps.tracing) app.use(deps.tracing.middleware);
  app.use(requestLog(logger));
  // Timed only where someone can read the timings (METRICS_PORT).
  if (config.metrics) app.use(routeMetrics());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.type('json').send(HEALTHY);
  });
  // Readiness: the database, its migrations and Redis (when configured) answer. A balancer
  // routes on it; a supervisor restarts on /healthz only (server/README.md, probes).
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    // At once, with no check: the balancer takes this instance out while it still serves.
    if (deps.readiness.stopping()) {
      res.status(503).json({
        code: ERROR_CODES.unavailable,
        message: ERROR_MESSAGES.default,
        status: 'stopping',
      });
      return;
    }
    const checks = await deps.readiness.check();
    if (isReady(checks)) {
      res.json({ status: 'ready', checks });
      return;
    }
    res
      .status(503)
      .set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .json({ code: ERROR_CODES.unavailable, message: ERROR_MESSAGES.default, checks });
  });

  app.use(apiRouters(deps));
  const toggles = cachedToggles(config);
  app.use(SERVICE_BASES.own, ownRouter({ ...deps, toggles }));
  app.use(
    upstreamRouter({
      db: deps.db,
      clock: deps.clock,
      jwtKey: deps.jwtKey,
      publicBaseUrl: config.publicBaseUrl,
      rateLimits: deps.rateLimits,
      logger,
      serviceUrls: config.serviceUrls,
      toggles: toggles.toggles,
      scryptCost: deps.scryptCost,
      braintree: config.braintree,
      abuseLimits: config.abuseLimits,
    }),
  );
  if (config.outboxEnabled) {
    app.use('/sandbox/outbox', noStore, requireSchema(deps.readiness.schemaReady));
    app.use('/sandbox/outbox', outboxRouter(deps.db));
  }
  // The sandbox's PayPal and Venmo approval window, while cards and wallets are in test mode.
  if (!config.client.payments) app.use('/sandbox/payments', paymentsPageRouter());
  // Past the API and the health check, nothing else was limited: a flood of page, asset or
  // unknown-path requests from one address now stops here too. An API path nobody answered
  // was counted by the API limit already.
  const pages = deps.rateLimits.limit('pages');
  app.use((req, res, next) => (res.locals.apiCounted ? next() : pages(req, res, next)));
  // Only the client's files are compressed, once, at build and start (server/static.ts): API
  // answers are a few hundred bytes, where gzip costs more CPU than the bytes it saves (a fifth
  // of a small call's CPU, measured).
  // The first page's Terms, Privacy policy and SMS terms: on to the provider's pages.
  app.use(legalPages(config.legalUrls));
  if (deps.clientDir) app.use(staticApp(deps.clientDir, config.client));

  app.use((_req, _res, next) => {
    next(new HttpError(404, 'ERR_NOT_FOUND', 'Not found.'));
  });
  app.use(answerUnavailable(deps.outages));
  app.use(errorHandler(logger));
  return app;
}

/** API paths: JSON only, size-limited, pollution-checked, never cached, rate-limited per IP. */
function apiRouters(deps: AppDeps): Router {
  const router = express.Router();
  const api = express.Router();
  api.use(noStore, deps.rateLimits.limit('api'), jsonOnly);
  api.use((_req, res, next) => {
    res.locals.apiCounted = true;
    next();
  });
  api.use(express.json({ limit: deps.config.bodyLimitBytes, strict: true }));
  api.use(rejectPollution);
  api.use(requireSchema(deps.readiness.schemaReady));
  for (const prefix of ['/api', '/growth', '/onboarding', '/v2']) router.use(prefix, api);
  return router;
}
