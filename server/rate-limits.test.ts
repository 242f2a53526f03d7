import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from './rate-limits';

type Instance = { url: string; close: () => Promise<void> };

async function instance(limits: RateLimits, trustProxy: false | number = false): Promise<Instance> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.post('/pin', limits.limit('pinSend'), (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pin`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function statuses(urls: string[], headers: Record<string, string> = {}) {
  const result: number[] = [];
  for (const url of urls) result.push((await fetch(url, { method: 'POST', headers })).status);
  return result;
}

const small = { pinSend: { windowMs: 60_000, limit: 3 } };

describe('rate limits in memory', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of cleanup) await close();
  });

  it('answers 429 in the catalogue words after the limit', async () => {
    const limits = await createRateLimits({ limits: small });
    const app = await instance(limits);
    cleanup.push(app.close, limits.close);
    expect(await statuses(Array(4).fill(app.url))).toEqual([200, 200, 200, 429]);
    const response = await fetch(app.url, { method: 'POST' });
    expect(await response.json()).toEqual({
      code: 'ERR_RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const limits = await createRateLimits({ limits: small });
    const app = await instance(limits);
    cleanup.push(app.close, limits.close);
    const forged = ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'];
    const result: number[] = [];
    for (const ip of forged) result.push(...(await statuses([app.url], { 'x-forwarded-for': ip })));
    expect(result).toEqual([200, 200, 200, 429]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  it('are shared by two app instances', async () => {
    const prefix = `webreg-test:${Date.now()}:${Math.random()}:`;
    const first = await createRateLimits({
      redisUrl: process.env.TEST_REDIS_URL,
      prefix,
      limits: small,
    });
    const second = await createRateLimits({
      redisUrl: process.env.TEST_REDIS_URL,
      prefix,
      limits: small,
    });
    const a = await instance(first);
    const b = await instance(second);
    try {
      expect(await statuses([a.url, b.url, a.url, b.url])).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
      await first.close();
      await second.close();
    }
  });
});
