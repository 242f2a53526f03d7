import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { toCamelKey, toSnakeKey } from '../../flows/services/contract/casing';
import { HttpError } from './errors';
import { INVALID_REQUEST_MESSAGE, unsafeTextIn } from './validate';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers. The built index.html loads one external module script and one stylesheet
 * and has no inline script, so 'self' alone is a strict policy: nothing injected can run.
 */
export function securityHeaders(options: {
  production: boolean;
  /** Origins of analytics and monitoring SDKs, when they are configured (CSP_*_SRC). */
  scriptSrc?: string[];
  connectSrc?: string[];
}): RequestHandler {
  const { production, scriptSrc = [], connectSrc = [] } = options;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptSrc],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing calls must be JSON: a cross-site form can post text/plain or form data without
 * a CORS preflight, but not application/json. A call with no body is let through only with an
 * Authorization header, which also forces a preflight from another origin.
 */
export const jsonOnly: RequestHandler = (req, _res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next();
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
  if (req.is('application/json')) return next();
  if (!hasBody && req.headers.authorization) return next();
  next(new HttpError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the request as application/json.'));
};

const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Handlers see keys after the contract's casing (snake bodies are camelised, answer keys go back
 * to snake_case): `__Proto__` becomes `__proto__` on the way. A key is checked in every form
 * it can take there, not only as sent.
 */
const castings = (key: string): string[] => [
  key,
  toSnakeKey(key),
  toCamelKey(key),
  toSnakeKey(toCamelKey(key)),
  toCamelKey(toSnakeKey(key)),
];

const isPollutingKey = (key: string): boolean =>
  castings(key).some((form) => POLLUTING_KEYS.has(form));

function hasPollutingKey(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => hasPollutingKey(item, depth + 1));
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some(
    (key) =>
      isPollutingKey(key) || hasPollutingKey((value as Record<string, unknown>)[key], depth + 1),
  );
}

/**
 * Refuses, before any handler, input no handler can use safely: prototype-pollution keys in any
 * casing, nesting absurdly deep, and text the database cannot store (unsafeTextIn).
 */
export const rejectPollution: RequestHandler = (req, _res, next) => {
  if (hasPollutingKey(req.body) || hasPollutingKey(req.query)) {
    return next(new HttpError(400, 'ERR_INVALID_REQUEST', 'The request contains a forbidden key.'));
  }
  if (unsafeTextIn(req)) {
    return next(new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE));
  }
  next();
};

/** API answers hold tokens and personal data: no cache anywhere may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
