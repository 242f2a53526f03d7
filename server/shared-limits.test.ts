import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limits';
import { startTestServer } from './test-server';

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits with REDIS_URL', () => {
  it('are one limit for two running instances of the whole server', async () => {
    const rateLimitPrefix = `webreg-test:${randomBytes(6).toString('hex')}:`;
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = await Promise.all([
      startTestServer({ env, rateLimitPrefix, realLimits: true }),
      startTestServer({ env, rateLimitPrefix, realLimits: true }),
    ]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.login.limit; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const response = await server.request('POST', '/api/v1/auth', {
          phoneNumber: '+15555559001',
          password: 'wrong-password',
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, RATE_LIMITS.login.limit).every((status) => status === 401)).toBe(
        true,
      );
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});
