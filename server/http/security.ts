import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { toCamelKey, toSnakeKey } from '../../flows/services/contract/casing';
import { HttpError } from './errors';
import { hasUnsafePathSegment, INVALID_REQUEST_MESSAGE, isUnsafeText } from './validate';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers. The built index.html loads one external module script; its one inline
 * script (the boot handler that holds an early press) and its one inline stylesheet are
 * allowed by their hashes (scriptSrc, styleSrc), so nothing injected can run or style.
 */
export function securityHeaders(options: {
  production: boolean;
  /** The page's inline script's hash, and origins of SDKs when configured (CSP_*_SRC). */
  scriptSrc?: string[];
  /** Hashes of the page's inline stylesheet ('sha256-...'). */
  styleSrc?: string[];
  connectSrc?: string[];
  /** Frames and images of the configured payment and bank-link providers (provider-origins.ts). */
  frameSrc?: string[];
  imgSrc?: string[];
}): RequestHandler {
  const {
    production,
    scriptSrc = [],
    styleSrc = [],
    connectSrc = [],
    frameSrc = [],
    imgSrc = [],
  } = options;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptSrc],
        styleSrc: ["'self'", ...styleSrc],
        imgSrc: ["'self'", 'data:', ...imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSrc],
        frameSrc: ["'self'", ...frameSrc],
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
  // The headers depend on nothing in the request: worked out once and set as a list, instead of
  // helmet's fourteen middlewares on every request (a few percent of a small call's CPU).
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as Request, recorder as unknown as Response, () => {});
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
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

const MAX_NESTING = 32;

type Findings = { forbiddenKey: boolean; unsafeText: boolean };

/**
 * One walk over a JSON value (a body, a query) for both refusals: prototype keys in any casing
 * or nesting deeper than MAX_NESTING, and text the database cannot store, in keys and values.
 */
function inspect(value: unknown, found: Findings): void {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0 && !(found.forbiddenKey && found.unsafeText)) {
    const [item, depth] = pending.pop()!;
    if (depth > MAX_NESTING) found.forbiddenKey = true;
    else if (typeof item === 'string') found.unsafeText ||= isUnsafeText(item);
    else if (Array.isArray(item)) for (const entry of item) pending.push([entry, depth + 1]);
    else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        found.forbiddenKey ||= isPollutingKey(key);
        found.unsafeText ||= isUnsafeText(key);
        pending.push([nested, depth + 1]);
      }
    }
  }
}

/**
 * Refuses, before any handler, input no handler can use safely: prototype-pollution keys in any
 * casing, nesting absurdly deep, and text the database cannot store (in the body, the query or
 * a path segment).
 */
export const rejectPollution: RequestHandler = (req, _res, next) => {
  const found: Findings = { forbiddenKey: false, unsafeText: false };
  inspect(req.body, found);
  inspect(req.query, found);
  if (found.forbiddenKey) {
    return next(new HttpError(400, 'ERR_INVALID_REQUEST', 'The request contains a forbidden key.'));
  }
  if (found.unsafeText || hasUnsafePathSegment(req.path)) {
    return next(new HttpError(400, 'ERR_INVALID_REQUEST', INVALID_REQUEST_MESSAGE));
  }
  next();
};

/** API answers hold tokens and personal data: no cache anywhere may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
