import type { RequestHandler } from 'express';
import { truncateText } from '../../flows/rules/redact';
import type { Logger } from '../logger';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/**
 * Longest path logged: enough for any real route, and a 15 KB path costs no more than this.
 * @internal
 */
export const MAX_LOGGED_PATH = 2048;

/** A reset link's start, its slash sent plain or percent-encoded (once or twice). */
const RESET_LINK = /\/reset-password(?:\/|%2f|%252f)/i;

/**
 * The path as logged: no query string (tokens travel there), no reset-link segments (spec
 * section 2 keeps the uid and token of /reset-password/{type}/{uid}/{token} out of records),
 * however the link was mangled (capitals, encoded slashes anywhere, an empty type: Express
 * still routes some of those): past the type, a plain word, everything is withheld. At most
 * MAX_LOGGED_PATH characters.
 */
export function loggablePath(url: string): string {
  const query = url.indexOf('?');
  let path = query >= 0 ? url.slice(0, query) : url;
  const reset = RESET_LINK.exec(path);
  if (reset) {
    const typeStart = reset.index + reset[0].length;
    const type = /^[a-z_-]*/i.exec(path.slice(typeStart))?.[0] ?? '';
    if (path.length > typeStart + type.length) {
      path = `${path.slice(0, typeStart + type.length)}/REDACTED/REDACTED`;
    }
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
        // A 503 is an answer the server chose (busy, or a dependency away, logged once per
        // outage), and a refusal its limit reports once per window (work-limit.ts) is no error
        // line each: at error level per request, a flood or an outage would set the log's volume.
        const failed = res.statusCode >= 500 && res.statusCode !== 503;
        const level = res.locals.reportedRefusal
          ? 'debug'
          : failed
            ? 'error'
            : res.statusCode >= 400
              ? 'info'
              : 'debug';
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
