import express, { type Router } from 'express';
import { HttpError } from './http/errors';

// Spec section 7's common headers, plus what a call needs to be understood.
const FORWARDED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'client-ip-address',
  'x-test-tracer',
  'segment-anonymous-id',
  'prove-mock-status',
];
const TIMEOUT_MS = 30_000;

/**
 * Forwards calls for one upstream service to its real base URL (<SERVICE>_URL), so the
 * browser keeps talking to one origin and the sandbox for that service is not mounted.
 */
export function upstreamProxy(baseUrl: string): Router {
  const router = express.Router();
  router.use(async (req, res) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const hasBody = !['GET', 'HEAD'].includes(req.method) && req.body !== undefined;
    let upstream: Response;
    try {
      upstream = await fetch(`${baseUrl}${req.url}`, {
        method: req.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
      });
    } catch {
      throw new HttpError(502, 'ERR_UPSTREAM_UNAVAILABLE');
    }
    res.status(upstream.status);
    const type = upstream.headers.get('content-type');
    if (type) res.type(type);
    res.send(Buffer.from(await upstream.arrayBuffer()));
  });
  return router;
}
