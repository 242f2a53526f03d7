import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * The path as logged: no query string (tokens travel there) and no reset-link segments
 * (spec section 2 keeps the uid and token of /reset-password/{type}/{uid}/{token} out of records).
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^(\/reset-password\/[^/]+)\/.*$/, '$1/REDACTED/REDACTED');
}

/** One line per request: method, path, status and duration; bodies are never logged. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
      logger[level](
        {
          method: req.method,
          path: loggablePath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
