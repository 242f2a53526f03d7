import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../rate-limits';
import { startTestServer } from './support/test-server';

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits with REDIS_URL', () => {
  it('are one limit for two running instances of the whole server', async () => {
    const rateLimitPrefix = `webreg-test:${randomBytes(6).toString('hex')}:`;
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = await Promise.all([
      startTestServer({ env, rateLimitPrefix, realLimits: true }),
      startTestServer({ env, rateLimitPrefix, realLimits: true }),
    ]);
    try {
      // As a load balancer does: each instance takes calls once it is ready, its Redis client
      // connected. A login limit refuses with 503 while Redis is away (decision 095), and a
      // starved machine may still be connecting when the first call comes.
      for (const server of [a, b])
        await vi.waitFor(
          async () => expect((await server.request('GET', '/readyz')).status).toBe(200),
          {
            timeout: 60_000,
            interval: 100,
          },
        );
      const login = (i: number, phoneNumber: string) =>
        (i % 2 === 0 ? a : b).request('POST', '/api/v1/auth', {
          phoneNumber,
          password: 'wrong-password',
        });
      // One number's wrong passwords in a row, alternating instances: one count pauses it.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await login(i, '+15555559001')).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // Other numbers from the same address: the per-IP count goes on from 11 to its limit.
      const perIp: number[] = [];
      for (let i = 11; i <= RATE_LIMITS.login.limit; i += 1) {
        perIp.push((await login(i, `+1555555${9100 + i}`)).status);
      }
      expect(perIp).toEqual([...Array(RATE_LIMITS.login.limit - 11).fill(401), 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
