import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { type Child, startChild } from './support/test-child-process';
import {
  createEmptyDatabase,
  freePort,
  hasRedisServer,
  startRedisServer,
  startTcpProxy,
} from './support/test-dependencies';

// The server in its own process on a PostgreSQL database of the test's own, reached through a
// proxy the test can cut, and a redis-server the test starts and stops itself: each fault
// must leave the process up, answer 503 (never 500) while it lasts and 2xx after, with
// readiness following. Needs TEST_DATABASE_URL and a redis-server binary (.ci/run has both).
const runs = Boolean(process.env.TEST_DATABASE_URL) && hasRedisServer();

type Answer = { status: number; retryAfter: string | null; body: Record<string, unknown> };

describe.skipIf(!runs)('the server through PostgreSQL and Redis faults', () => {
  const app = `webreg-faults-${randomBytes(4).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let redisPort: number;
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let server: Child;
  let ip = 0;
  const statuses: number[] = [];

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    ip += 1;
    const response = await fetch(`${server.url}${path}`, {
      method,
      // Each call from its own address, so the per-IP limits never decide a fault test.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${ip >> 8}.${ip & 255}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    statuses.push(response.status);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text ? JSON.parse(text) : {},
    };
  }
  let phones = 0;
  const sendPin = () => {
    phones += 1;
    const phoneNumber = `+1555555${String(7000 + phones)}`;
    return call('POST', '/api/v1/phone-verification/access-request', {
      phoneNumber,
      deviceUuid: 'device-faults',
    }).then((answer) => ({ ...answer, phoneNumber }));
  };
  const ready = async () => (await call('GET', '/readyz')).status === 200;
  const logged = (msg: string) =>
    server.lines.filter((line) => line.includes(`"msg":"${msg}"`)).length;
  const expectUnavailable = (answer: Answer) => {
    expect(answer).toMatchObject({
      status: 503,
      body: { code: 'ERR_UNAVAILABLE', message: ERROR_MESSAGES.default },
    });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  };
  /**
   * Milliseconds until readiness says `want`, polled as a balancer would. The wait is long
   * (the tests that promise a time assert it): beside the Storybook suite on two cores a new
   * connection through the proxy took seconds.
   */
  async function readinessBecomes(want: boolean): Promise<number> {
    const started = performance.now();
    await vi.waitFor(async () => expect(await ready()).toBe(want), {
      timeout: 15_000,
      interval: 100,
    });
    return performance.now() - started;
  }

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    database = await createEmptyDatabase(app, proxy.port);
    redisPort = await freePort();
  }, 30_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await redis?.stop();
    await proxy?.close();
    await database?.remove();
  }, 30_000);

  it('starts while PostgreSQL and Redis are away, answers 503, and is ready once they return', async () => {
    proxy.refuse();
    server = await startChild({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_BASE_URL: 'https://join.example.test',
    });
    expect((await call('GET', '/healthz')).status).toBe(200);
    const probe = await call('GET', '/readyz');
    expect(probe).toMatchObject({
      status: 503,
      body: { checks: { database: false, migrations: false, redis: false } },
    });
    expectUnavailable(await sendPin());

    proxy.accept();
    redis = await startRedisServer(redisPort);
    await readinessBecomes(true);
    expect((await sendPin()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 30_000);

  it('stays up when its PostgreSQL backends are terminated: 503 with Retry-After until its pool reconnects, then served', async () => {
    const [{ count }] = await database.query(
      'select count(*)::int as count from pg_stat_activity where application_name = $1',
      [app],
    );
    expect(count).toBeGreaterThan(0);
    await database.terminateServerBackends();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    // A call that meets a connection the process has not yet seen die answers 503 with
    // Retry-After (a busy process reads the termination late); the pool then connects anew.
    const answers: Answer[] = [];
    await vi.waitFor(
      async () => {
        answers.push(await sendPin());
        expect(answers.at(-1)?.status).toBe(200);
      },
      { timeout: 10_000, interval: 200 },
    );
    for (const answer of answers.slice(0, -1)) expectUnavailable(answer);
    expect(server.child.exitCode).toBeNull();
  }, 30_000);

  it('answers 503 while PostgreSQL refuses, readiness follows within 2 s each way, and keeps every acknowledged send', async () => {
    const answers: Array<Awaited<ReturnType<typeof sendPin>>> = [];
    let sending = true;
    const stream = (async () => {
      while (sending) {
        answers.push(await sendPin());
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const outagesBefore = logged('database unavailable');
    proxy.refuse();
    expect(await readinessBecomes(false)).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    proxy.accept();
    expect(await readinessBecomes(true)).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    sending = false;
    await stream;

    expect(server.child.exitCode).toBeNull();
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectUnavailable(answer);
    expect(answers.at(-1)!.status).toBe(200);
    // Logged once for the outage, not once per refused call.
    expect(logged('database unavailable') - outagesBefore).toBe(1);
    const acknowledged = answers.filter((answer) => answer.status === 200);
    const kept = await database.query('select distinct recipient from outbox');
    const recipients = new Set(kept.map((row) => row.recipient));
    for (const answer of acknowledged) expect(recipients).toContain(answer.phoneNumber);
  }, 20_000);

  it('serves through a Redis restart: PIN limits count in memory, login and reset answer 503', async () => {
    expect(await ready()).toBe(true);
    await redis!.stop();
    expect(await readinessBecomes(false)).toBeLessThan(2_000);
    expect(server.child.exitCode).toBeNull();

    expect((await sendPin()).status).toBe(200);
    expectUnavailable(
      await call('POST', '/api/v1/auth', { phoneNumber: '+15555559001', password: 'wrong-one' }),
    );
    expectUnavailable(await call('POST', '/api/v1/auth/forgot', { email: 'pat@example.com' }));
    // The in-memory count still limits one address: its 11th PIN send in 15 minutes is refused.
    const sameAddress = async () => {
      phones += 1;
      const response = await fetch(`${server.url}/api/v1/phone-verification/access-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
        body: JSON.stringify({
          phoneNumber: `+1555555${String(7000 + phones)}`,
          deviceUuid: 'device-faults',
        }),
      });
      statuses.push(response.status);
      return response.status;
    };
    const sent: number[] = [];
    for (let i = 0; i < 11; i += 1) sent.push(await sameAddress());
    expect(sent).toEqual([...Array(10).fill(200), 429]);

    redis = await startRedisServer(redisPort);
    expect(await readinessBecomes(true)).toBeLessThan(2_000);
    expect(
      (await call('POST', '/api/v1/auth', { phoneNumber: '+15555559001', password: 'wrong-one' }))
        .status,
    ).toBe(401);
    expect(logged('redis unavailable')).toBe(2);
  }, 20_000);

  it('never answered 500 and never logged a failure per request', () => {
    expect(statuses).not.toContain(500);
    expect(logged('unhandled error')).toBe(0);
    // At error level: the start of each outage, once, and nothing else.
    const errors = server.lines
      .filter((line) => line.startsWith('{"level":50'))
      .map((line) => JSON.parse(line).msg);
    expect(errors).toEqual(expect.arrayContaining(['database unavailable', 'redis unavailable']));
    expect(errors.every((msg) => /^(database|redis) unavailable$/.test(msg))).toBe(true);
    expect(server.child.exitCode).toBeNull();
  });
});
