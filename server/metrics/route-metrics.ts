import type { Request, RequestHandler } from 'express';
import { routePattern } from '../http/route-pattern';
import { httpRequests } from './registry';

/** Requests no route answered (the client's files, pages, 404s, refusals before routing). */
const routeOf = (req: Request, status: number): string =>
  routePattern(req) ?? (status === 404 ? 'unmatched' : 'unrouted');

/**
 * Times every request into webreg_http_request_duration_seconds. One histogram observation
 * per request, at its end: the whole per-request cost of the metrics.
 */
export function routeMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      try {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        httpRequests.observe(
          { method: req.method, route: routeOf(req, res.statusCode), status: res.statusCode },
          seconds,
        );
      } catch {
        // A lost observation is nothing; a throw here would end the process.
      }
    });
    next();
  };
}
