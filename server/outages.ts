import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES } from '../flows/rules/error-codes';
import { ERROR_MESSAGES } from '../vocabulary/messages/errors.en';
import { HttpError } from './http/errors';
import type { Logger } from './logger';

/** What the server depends on at run time, besides itself. */
export type Dependency = 'database' | 'redis';

/**
 * How long a client should wait before trying again while a dependency is away: a failover or
 * a restart takes seconds, and a shorter hint would only turn a waiting page into a flood.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503: a dependency the call needs is away; the answer says so and when to come back. */
export class UnavailableError extends HttpError {
  constructor(readonly dependency: Dependency) {
    super(503, ERROR_CODES.unavailable, ERROR_MESSAGES.default);
  }
}

/**
 * One record of which dependencies are away. An outage is logged once when it starts (the
 * first error, redacted by the logger) and once when it ends, however many requests, pool
 * errors or reconnect attempts it causes: an outage must not set the volume of the log.
 */
export type Outages = {
  down: (dependency: Dependency, error: unknown) => void;
  up: (dependency: Dependency) => void;
  isDown: (dependency: Dependency) => boolean;
};

export function createOutages(logger?: Logger): Outages {
  const away = new Set<Dependency>();
  return {
    down(dependency, error) {
      if (away.has(dependency)) return;
      away.add(dependency);
      logger?.error({ err: error, dependency }, `${dependency} unavailable`);
    },
    up(dependency) {
      if (!away.delete(dependency)) return;
      logger?.info({ dependency }, `${dependency} available again`);
    },
    isDown: (dependency) => away.has(dependency),
  };
}

// Node's socket errors when a server is unreachable, refuses or drops the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for a server going away or not taking connections: admin_shutdown
// (a terminated backend), crash_shutdown, cannot_connect_now (starting up, in recovery),
// too_many_connections, and class 08 (connection exception).
const POSTGRES_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres says a connection died in words only, without a code.
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

// node-redis's errors while it has no connection (disableOfflineQueue refuses at once).
const REDIS_AWAY = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'ReconnectStrategyError',
]);

/**
 * Which dependency an error says is away, if any: the error or one of its causes (a failed
 * migration wraps the driver's). Anything else is a bug or a bad request, not an outage.
 */
export function unavailableDependency(error: unknown, depth = 0): Dependency | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  if (error instanceof UnavailableError) return error.dependency;
  if (REDIS_AWAY.has(error.name)) return 'redis';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (POSTGRES_AWAY.has(code) || code.startsWith('08')) return 'database';
    if (NETWORK_CODES.has(code)) return 'database';
  }
  if (PG_CONNECTION_MESSAGES.some((words) => error.message.includes(words))) return 'database';
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = unavailableDependency(inner, depth + 1);
      if (found) return found;
    }
  }
  return unavailableDependency(error.cause, depth + 1);
}

/**
 * Error middleware before the app's error handler: a call that failed because a dependency is
 * away answers 503 with Retry-After and the default text, instead of a 500 logged per request.
 * The outage itself is logged once (`outages`).
 */
export function answerUnavailable(outages: Outages): ErrorRequestHandler {
  return (error, _req, res, next) => {
    const dependency = unavailableDependency(error);
    if (!dependency) {
      next(error);
      return;
    }
    outages.down(dependency, error);
    if (!res.headersSent) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    next(error instanceof UnavailableError ? error : new UnavailableError(dependency));
  };
}

/** Calls that need the database wait for its migrations and seed: until then, 503. */
export function requireSchema(schemaReady: () => boolean): RequestHandler {
  return (_req, _res, next) => {
    next(schemaReady() ? undefined : new UnavailableError('database'));
  };
}
