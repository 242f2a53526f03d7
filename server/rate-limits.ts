import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { metrics } from './metrics/registry';
import { createOutages, type Outages } from './outages';
import type { RedisAwayPolicy } from './rate-limit-store';
import { HOUR, MINUTE } from './sandbox/clock';

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

/**
 * Counts kept by a key other than the client's address (an account, a family, everyone), in
 * the same kind of store as the per-IP limits: shared through Redis when it is configured.
 * Each is a fixed window from its first hit.
 * @internal
 */
export const COUNTER_WINDOWS = {
  /** Wrong passwords for one phone number in a row: the short pause. */
  loginPause: 15 * MINUTE,
  /** Wrong passwords for one phone number in a row: the long lock (NIST SP 800-63B 5.2.2). */
  loginLock: 24 * HOUR,
  /** Invitation texts of one family. */
  familyInvitations: HOUR,
  /** Invitation texts of the whole service. */
  allInvitations: HOUR,
} as const;
type CounterName = keyof typeof COUNTER_WINDOWS;

/** A count by key in a fixed window: `hit` adds one and says the total, `reset` clears it. */
type Counter = {
  hit: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

/**
 * Each limit's answer while Redis is away (docs/decisions/095). Every limit must name one, so a
 * new limit cannot leave it to chance. `refuse` (503) where the count is the only shared guard
 * of a secret and of mail sent to strangers; `memory` (this instance's count) where another
 * guard holds across instances (the PIN limits per phone live in the database) or the count
 * only bounds load.
 */
const REDIS_AWAY_POLICY: Record<LimitName | CounterName, RedisAwayPolicy> = {
  pinSend: 'memory',
  pinVerify: 'memory',
  login: 'refuse',
  passwordReset: 'refuse',
  resetLinkCheck: 'memory',
  api: 'memory',
  pages: 'memory',
  // The pause and the lock guard passwords across instances: like login, they refuse.
  loginPause: 'refuse',
  loginLock: 'refuse',
  // The invitation ceilings bound texts sent, as the per-IP PIN budget does: each instance
  // keeps its own share meanwhile.
  familyInvitations: 'memory',
  allInvitations: 'memory',
};

export const RATE_LIMITED = {
  code: 'ERR_RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export type RateLimits = {
  limit: (name: LimitName) => RequestHandler;
  /**
   * One hit on a per-IP limit from outside its middleware, in the same count (an invitation
   * text spends the address's SMS budget); false when the budget was already spent.
   */
  spend: (name: LimitName, req: Request) => Promise<boolean>;
  counter: (name: CounterName) => Counter;
  /** Undefined without Redis; otherwise whether Redis answers now (readiness). */
  redisAnswers: (() => Promise<boolean>) | undefined;
  close: () => Promise<void>;
};

/** The client's address (an IPv6 one by its /56 block), the same key the PIN limits use. */
const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? '');

// Redis back within a second of its return, and a connection attempt that hangs given up soon.
const REDIS_RECONNECT_MAX_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** How long a start waits for Redis before serving without it (then it connects later). */
const REDIS_START_WAIT_MS = 1_000;

/**
 * One limiter per name. The key is the client IP as Express sees it, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names, so a forged header changes nothing.
 * With a Redis URL every instance counts in the same place; Redis going away or never coming
 * is an outage, logged once (`outages`), and each limit follows REDIS_AWAY_POLICY meanwhile.
 * The client reconnects by itself; commands are refused at once while it has no connection
 * (no offline queue), so no request waits on Redis.
 */
export async function createRateLimits(options: {
  redisUrl?: string | undefined;
  prefix?: string;
  limits?: Partial<Record<LimitName, { windowMs: number; limit: number }>>;
  outages?: Outages;
}): Promise<RateLimits> {
  const outages = options.outages ?? createOutages();
  // The Redis client is loaded only when it is used: in-memory limits need none of it (11 MB
  // of an idle server's memory).
  const redis = options.redisUrl
    ? (await import('redis')).createClient({
        url: options.redisUrl,
        disableOfflineQueue: true,
        socket: {
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          reconnectStrategy: (retries: number) =>
            Math.min(100 * 2 ** retries, REDIS_RECONNECT_MAX_MS),
        },
      })
    : undefined;
  if (redis) {
    // Without a listener, the client's first error (Redis stopping) ends the process.
    redis.on('error', (error: unknown) => outages.down('redis', error));
    redis.on('ready', () => outages.up('redis'));
    const connected = redis.connect().then(
      () => true,
      () => false,
    );
    await Promise.race([connected, delay(REDIS_START_WAIT_MS)]);
  }
  const [{ RedisStore }, { FailoverStore }] = await Promise.all([
    redis ? import('rate-limit-redis') : { RedisStore: undefined },
    import('./rate-limit-store'),
  ]);
  const prefix = options.prefix ?? 'webreg:rl:';
  const limiters = new Map<LimitName, { handler: RequestHandler; store: Store }>();
  const counters = new Map<CounterName, Counter>();
  const stores: { shutdown: () => void }[] = [];

  // Every limit and counter has a store of its own that this module holds (a memory store
  // too), so a count made outside the middleware lands in the middleware's count.
  const storeFor = (name: LimitName | CounterName): Store => {
    const store =
      redis && RedisStore
        ? new FailoverStore(
            `${prefix}${name}:`,
            new RedisStore({
              prefix: `${prefix}${name}:`,
              sendCommand: (...args: string[]) => redis.sendCommand(args),
            }),
            () => redis.isReady,
            REDIS_AWAY_POLICY[name],
            outages,
          )
        : new MemoryStore();
    stores.push(store);
    return store;
  };
  const limitOf = (name: LimitName) => options.limits?.[name] ?? RATE_LIMITS[name];

  const limiter = (name: LimitName) => {
    let entry = limiters.get(name);
    if (!entry) {
      const { windowMs, limit } = limitOf(name);
      const store = storeFor(name);
      entry = {
        store,
        handler: rateLimit({
          windowMs,
          limit,
          // Draft 8's policy header carries a SHA-256 of the key, hashed on every request (a
          // few percent of a small API call's CPU); draft 7 says the same without a hash.
          standardHeaders: 'draft-7',
          keyGenerator: clientKey,
          legacyHeaders: false,
          identifier: name,
          store,
          handler: (_req, res, _next, info) => {
            metrics.limitHit(name);
            res.status(info.statusCode).json(RATE_LIMITED);
          },
        }),
      };
      limiters.set(name, entry);
    }
    return entry;
  };

  return {
    limit: (name) => limiter(name).handler,
    async spend(name, req) {
      const { totalHits } = await limiter(name).store.increment(clientKey(req));
      const within = totalHits <= limitOf(name).limit;
      if (!within) metrics.limitHit(name);
      return within;
    },
    counter(name) {
      let counter = counters.get(name);
      if (!counter) {
        const store = storeFor(name);
        const ready = Promise.resolve(
          store.init?.({ windowMs: COUNTER_WINDOWS[name] } as Parameters<
            NonNullable<Store['init']>
          >[0]),
        );
        counter = {
          async hit(key) {
            await ready;
            return (await store.increment(key)).totalHits;
          },
          async reset(key) {
            await ready;
            await store.resetKey(key);
          },
        };
        counters.set(name, counter);
      }
      return counter;
    },
    redisAnswers: redis ? async () => redis.isReady && (await redis.ping()) === 'PONG' : undefined,
    async close() {
      for (const store of stores) store.shutdown();
      // A client still reconnecting has nothing to say goodbye to: it is stopped instead.
      if (redis?.isReady) await redis.close().catch(() => {});
      if (redis?.isOpen) redis.destroy();
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
