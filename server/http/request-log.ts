import type { RequestHandler } from 'express';
import { truncateText } from '../../flows/rules/redact';
import type { Logger } from '../logger';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/**
 * Longest path logged: enough for any real route, and a 15 KB path costs no more than this.
 * @internal
 */
export const MAX_LOGGED_PATH = 2048;

const RESET_LINK = '/reset-password/';

/**
 * The path as logged: no query string (tokens travel there), no reset-link segments (spec
 * section 2 keeps the uid and token of /reset-password/{type}/{uid}/{token} out of records),
 * however the link was mangled (capitals, an encoded slash, an empty type: Express still routes
 * some of those), and at most MAX_LOGGED_PATH characters.
 */
export function loggablePath(url: string): string {
  const query = url.indexOf('?');
  let path = query >= 0 ? url.slice(0, query) : url;
  const lower = path.toLowerCase();
  const reset = lower.indexOf(RESET_LINK);
  if (reset >= 0) {
    const typeStart = reset + RESET_LINK.length;
    const ends = [lower.indexOf('/', typeStart), lower.indexOf('%2f', typeStart)].filter(
      (at) => at >= 0,
    );
    if (ends.length > 0) path = `${path.slice(0, Math.min(...ends))}/REDACTED/REDACTED`;
  }
  return truncateText(path, MAX_LOGGED_PATH);
}

/**
 * One line per request: its id, method, path, status and duration; bodies are never logged.
 * The id (the caller's X-Request-Id, or a new one) goes back in the answer's X-Request-Id, so
 * a caller, the balancer's access log and this log name the same request.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.get(REQUEST_ID_HEADER));
    res.locals.requestId = requestId;
    res.set(REQUEST_ID_HEADER, requestId);
    res.on('finish', () => {
      // This runs outside any request's error handling: a throw here would end the process.
      try {
        const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug';
        // Most answers log at debug, off in production: no line object or path work for them.
        if (!logger.isLevelEnabled(level)) return;
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger[level](
          {
            requestId,
            method: req.method,
            path: loggablePath(req.originalUrl),
            status: res.statusCode,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      } catch {
        // Nothing to do: the line is lost, the process is not.
      }
    });
    next();
  };
}
