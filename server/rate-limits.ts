import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { MINUTE } from './sandbox/clock';

/**
 * Per-IP limits, on top of the per-phone PIN limits kept in the database.
 * @internal
 */
export const RATE_LIMITS = {
  pinSend: { windowMs: 15 * MINUTE, limit: 10 },
  pinVerify: { windowMs: 15 * MINUTE, limit: 30 },
  login: { windowMs: 15 * MINUTE, limit: 20 },
  passwordReset: { windowMs: 15 * MINUTE, limit: 10 },
  // Opening a reset link checks it; cheap, but a lookup each: bounded like PIN confirms.
  resetLinkCheck: { windowMs: 15 * MINUTE, limit: 30 },
  api: { windowMs: MINUTE, limit: 600 },
  // Everything outside the API (the client's files and pages, unknown paths): a page load is
  // about 40 requests, so this allows dozens of loads a minute from one address.
  pages: { windowMs: MINUTE, limit: 1200 },
} as const;
export type LimitName = keyof typeof RATE_LIMITS;

/** @internal */
export const RATE_LIMITED = {
  code: 'ERR_RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export type RateLimits = {
  limit: (name: LimitName) => RequestHandler;
  close: () => Promise<void>;
};

/** The client's address (an IPv6 one by its /56 block), the same key the PIN limits use. */
const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/**
 * One limiter per name. The key is the client IP as Express sees it, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names, so a forged header changes nothing.
 * With a Redis URL every instance counts in the same place.
 */
export async function createRateLimits(options: {
  redisUrl?: string | undefined;
  prefix?: string;
  limits?: Partial<Record<LimitName, { windowMs: number; limit: number }>>;
}): Promise<RateLimits> {
  // The Redis client is loaded only when it is used: in-memory limits need none of it (11 MB
  // of an idle server's memory).
  const redis = options.redisUrl
    ? (await import('redis')).createClient({ url: options.redisUrl })
    : undefined;
  if (redis) await redis.connect();
  const { RedisStore } = redis ? await import('rate-limit-redis') : { RedisStore: undefined };
  const prefix = options.prefix ?? 'webreg:rl:';
  const limiters = new Map<LimitName, RequestHandler>();

  const storeFor = (name: LimitName): Store | undefined =>
    redis && RedisStore
      ? new RedisStore({
          prefix: `${prefix}${name}:`,
          sendCommand: (...args: string[]) => redis.sendCommand(args),
        })
      : undefined;

  return {
    limit(name) {
      let limiter = limiters.get(name);
      if (!limiter) {
        const { windowMs, limit } = options.limits?.[name] ?? RATE_LIMITS[name];
        const store = storeFor(name);
        limiter = rateLimit({
          windowMs,
          limit,
          // Draft 8's policy header carries a SHA-256 of the key, hashed on every request (a
          // few percent of a small API call's CPU); draft 7 says the same without a hash.
          standardHeaders: 'draft-7',
          keyGenerator: clientKey,
          legacyHeaders: false,
          identifier: name,
          ...(store ? { store } : {}),
          handler: (_req, res, _next, info) => {
            res.status(info.statusCode).json(RATE_LIMITED);
          },
        });
        limiters.set(name, limiter);
      }
      return limiter;
    },
    async close() {
      if (redis?.isOpen) await redis.quit();
    },
  };
}
