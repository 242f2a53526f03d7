import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from './http';
import { createFamilyClient, createInvestingClient } from './other-clients';
import { createOwnServerClient } from './own-server-client';
import { RETRY_POLICIES, type RetryPolicy } from './retry-policies';
import { startTestServer, type TestServer } from './test-http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  for (const policy of Object.values(RETRY_POLICIES)) vi.spyOn(policy, 'delayRamp');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves once the client has scheduled its n-th retry (the policy computed its delay). */
async function retryScheduled(policy: RetryPolicy, count: number) {
  const ramp = vi.mocked(policy.delayRamp);
  while (ramp.mock.calls.length < count) await nextTurn();
}

/**
 * Walks a retry schedule on fake time against the real server: before each delay has fully
 * passed no new request arrives; once it has, the next one does.
 */
async function expectSchedule(policy: RetryPolicy, delays: number[]) {
  await server.waitForRequests(1);
  for (const [index, delay] of delays.entries()) {
    await retryScheduled(policy, index + 1);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(server.requests).toHaveLength(index + 1);
    await vi.advanceTimersByTimeAsync(1);
    await server.waitForRequests(index + 2);
  }
}

const failThen = (failures: number, status = 503) => {
  server.setReply(() =>
    server.requests.length <= failures ? { status, body: { message: 'busy' } } : { body: {} },
  );
};

describe('retries (spec section 9)', () => {
  it('pricing plan: back-off from 1000 ms, doubling', async () => {
    failThen(3);
    const family = createFamilyClient(createHttp({ origin: server.origin }));
    const result = family.pricingPlan();
    await expectSchedule(RETRY_POLICIES.pricingPlan, [1000, 2000, 4000]);
    await expect(result).resolves.toEqual({});
    expect(server.requests).toHaveLength(4);
  });

  it('analytics: 5 retries, 300 ms apart, then the failure surfaces', async () => {
    failThen(99);
    const own = createOwnServerClient(createHttp({ origin: server.origin }), () => {});
    const result = own.trackCustomEvent({ event: 'Registration Error Triggered' });
    const settled = result.catch((error: unknown) => error);
    await expectSchedule(RETRY_POLICIES.analytics, [300, 300, 300, 300, 300]);
    expect(await settled).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(6);
  });

  it('terms: 2 retries, then the failure is only logged', async () => {
    failThen(99);
    const log = vi.fn();
    const investing = createInvestingClient(createHttp({ origin: server.origin }), log);
    const result = investing.acceptTerms('device-1');
    for (const count of [1, 2]) {
      await retryScheduled(RETRY_POLICIES.terms, count);
      await vi.advanceTimersByTimeAsync(RETRY_POLICIES.terms.delayTimer);
    }
    await expect(result).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(3);
    expect(log).toHaveBeenCalledWith('accept-terms-and-conditions failed', expect.anything());
  });

  it('experimentation sync: exponential back-off', async () => {
    failThen(3);
    const own = createOwnServerClient(createHttp({ origin: server.origin }), () => {});
    const result = own.syncExperimentation({ anonymousId: 'anon', userId: 'u1' });
    await expectSchedule(RETRY_POLICIES.experimentationSync, [500, 1000, 2000]);
    await expect(result).resolves.toEqual({});
  });

  it('a 4xx answer is not retried: another try cannot change it', async () => {
    failThen(99, 401);
    const family = createFamilyClient(createHttp({ origin: server.origin }));
    await expect(family.pricingPlan()).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });
});
