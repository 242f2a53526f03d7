import { type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit';
import type { RedisStore } from 'rate-limit-redis';
import { type Outages, UnavailableError } from './outages';

/**
 * What a limit does while Redis is away (docs/decisions/095): count in this instance's memory
 * (several instances then each allow the limit), or refuse the call with 503.
 */
export type RedisAwayPolicy = 'memory' | 'refuse';

/**
 * A limit's counts in Redis, and while Redis is away, its policy: this instance's memory or a
 * 503. Redis is not tried while its client is not ready (no wait per request), and a command
 * that fails while it looked ready is an outage too. The Redis store loads its scripts again
 * after a failure, since those loaded before a restart are gone with it.
 */
export class FailoverStore implements Store {
  readonly localKeys = false;
  private readonly memory = new MemoryStore();
  private options: Options | undefined;
  private loaded: Promise<void> | undefined;

  constructor(
    readonly prefix: string,
    private readonly redis: RedisStore,
    private readonly redisReady: () => boolean,
    private readonly policy: RedisAwayPolicy,
    private readonly outages: Outages,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const counted = await this.inRedis((redis) => redis.increment(key));
    if (counted) return counted.value;
    if (this.policy === 'refuse') throw new UnavailableError('redis');
    return this.memory.increment(key);
  }

  async decrement(key: string): Promise<void> {
    if (!(await this.inRedis((redis) => redis.decrement(key)))) await this.memory.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.inRedis((redis) => redis.resetKey(key));
    await this.memory.resetKey(key);
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  /** The work's result from Redis, or undefined when Redis is away (the outage recorded). */
  private async inRedis<T>(work: (redis: RedisStore) => Promise<T>) {
    if (!this.redisReady() || !this.options) return undefined;
    try {
      this.loaded ??= this.redis.init(this.options);
      await this.loaded;
      return { value: await work(this.redis) };
    } catch (error) {
      this.loaded = undefined;
      this.outages.down('redis', error);
      return undefined;
    }
  }
}
