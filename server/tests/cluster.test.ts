import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Child, startChild } from './support/test-child-process';
import { createEmptyDatabase, freePort } from './support/test-dependencies';
import {
  type RoutedBalancer,
  routeOnReadiness,
  startDeployNginx,
} from './support/test-deploy-nginx';
import { nextPhone, parentAnswers, startParentRegistration } from './support/test-flows';
import { nginxBinary } from './support/test-nginx';
import { type Caller, httpCaller } from './support/test-server';

// Three instances behind a real nginx running deploy/nginx.conf, on one PostgreSQL database and
// one Redis: every call of a family may land on another instance, one may die mid-flow or
// restart under load, and the limits count across all three. The server keeps no state of its
// own, and this proves it. nginx's upstream list follows the instances' /readyz, as a balancer
// with health checks or Kubernetes' endpoint controller does.
const nginx = nginxBinary();
/**
 * Each instance's wait on SIGTERM (SHUTDOWN_DELAY_MS) while the registry takes it out: a round
 * of probes (250 ms apart, each up to 1 s on a busy machine) and a reload, with room to spare.
 * TEST_CLUSTER_SHUTDOWN_DELAY_MS=0 shows what the wait prevents (the rolling restart meets 502s).
 */
const SHUTDOWN_DELAY_MS = process.env.TEST_CLUSTER_SHUTDOWN_DELAY_MS ?? '2500';
const describeCluster =
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && nginx ? describe : describe.skip;

describeCluster('three instances behind nginx', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let balancer: RoutedBalancer;
  let registry: ReturnType<typeof routeOnReadiness>;
  let api: Caller;
  const ports: number[] = [];
  /** Where the rolling restart's new instances listen: in nginx's list once they are ready. */
  const nextPorts: number[] = [];
  /** The instances nginx may send to now. */
  const instances: Child[] = [];
  /** Every instance started, stopped or not: the file ends them all. */
  const started: Child[] = [];
  let ended = false;
  const prefix = `webreg-cluster-${randomBytes(4).toString('hex')}:`;

  const start = async (port: number) => {
    const child = await startChild({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      TEST_RATE_LIMIT_PREFIX: prefix,
      JWT_SECRET: 'cluster-secret-cluster-secret-cluster-01',
      PUBLIC_BASE_URL: 'https://join.example.test',
      TRUST_PROXY: 'loopback',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_DELAY_MS,
    });
    started.push(child);
    // Started by a test that outlived its time, after the file's end.
    if (ended) child.child.kill('SIGKILL');
    return child;
  };

  beforeAll(async () => {
    database = await createEmptyDatabase('webreg-cluster');
    for (let i = 0; i < 3; i += 1) ports.push(await freePort());
    for (let i = 0; i < 3; i += 1) nextPorts.push(await freePort());
    // Started together on an empty database: they take turns migrating (decision 095).
    instances.push(...(await Promise.all(ports.map(start))));
    balancer = await startDeployNginx(nginx!, await freePort(), ports);
    registry = routeOnReadiness(balancer, [...ports, ...nextPorts]);
    // A connection per call: a reload closes the old worker's idle client connections, and a
    // browser sends again a call whose reused connection closed unanswered; fetch does not.
    api = httpCaller(balancer.url, { connection: 'close' });
  }, 60_000);
  afterAll(async () => {
    ended = true;
    await registry?.stop();
    await balancer?.stop();
    for (const instance of started) instance.child.kill('SIGKILL');
    await Promise.all(started.map((instance) => instance.exited));
    await database?.remove();
  });

  /** How many calls to `path` each instance logged. */
  const callsTo = (path: string) =>
    instances.map(
      (instance) =>
        instance.lines.filter((line) => line.includes('"msg":"request"') && line.includes(path))
          .length,
    );

  it('a registration whose calls land on all three instances completes', async () => {
    const before = callsTo('/api/v1/registration/answer');
    const registering = await startParentRegistration(api);
    for (const answers of parentAnswers(registering.phoneNumber)) {
      expect((await registering.answer(answers)).errors).toEqual([]);
    }
    const done = await api.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${registering.token()}`,
    });
    expect(done.body).toMatchObject({ completeUser: true });
    const answered = callsTo('/api/v1/registration/answer').map((n, i) => n - before[i]!);
    expect(answered.filter((n) => n > 0)).toHaveLength(3);
  }, 30_000);

  it('a rolling restart (SIGTERM to each in turn) answers every call of a steady stream', async () => {
    const statuses: number[] = [];
    // One number for every call: a phone check reads and writes nothing.
    const phoneNumber = nextPhone();
    // A call nginx did not answer (a connection it reset) counts as status 0.
    const call = async () => {
      const response = await api
        .request('POST', '/api/v1/phone-check', {
          phoneNumber,
          deviceUuid: 'device-cluster',
          pinLength: 6,
        })
        .catch(() => ({ status: 0 }));
      statuses.push(response.status);
    };
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        await call();
        // Steady, not flat out: the new instances' start needs the same two cores.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const calls = [stream(), stream(), stream()];
    try {
      // A deploy with a surge (Kubernetes' maxSurge): the new instances start beside the old
      // and take calls once ready; then each old one gets SIGTERM in turn, fails /readyz, and
      // is out of nginx's list before it stops listening.
      const replacements = await Promise.all(nextPorts.map(start));
      await until(() =>
        replacements.every((next) =>
          next.lines.some((line) => line.includes('/api/v1/phone-check')),
        ),
      );
      const olds = instances.splice(0, 3, ...replacements);
      for (const old of olds) {
        // A burst just before the signal, so nginx is opening connections to the old instance
        // as it gets it: a listener closed at once resets those, each with its POST sent (502).
        calls.push(...Array.from({ length: 48 }, call));
        await new Promise((resolve) => setTimeout(resolve, 2));
        old.child.kill('SIGTERM');
        await until(() => !balancer.upstreams().includes(Number(new URL(old.url).port)));
      }
      expect(await Promise.all(olds.map((old) => old.exited))).toEqual([0, 0, 0]);
    } finally {
      streaming = false;
      await Promise.all(calls);
    }
    expect(statuses.length).toBeGreaterThan(100);
    expect(
      statuses.filter((status) => status !== 200),
      `nginx's error log:\n${balancer.errorLog()}`,
    ).toEqual([]);
    // Three server starts: a minute leaves room for two cores that other work shares.
  }, 60_000);

  it('wrong PIN tries count across instances', async () => {
    const phoneNumber = nextPhone();
    const phone = { phoneNumber, deviceUuid: 'device-cluster-pin' };
    expect(
      (await api.request('POST', '/api/v1/phone-verification/access-request', phone)).status,
    ).toBe(200);
    const [sms] = await api.outbox(phoneNumber);
    const wrong = sms!.data.code === '000000' ? '111111' : '000000';
    // Five wrong tries, round robin over three instances: a count kept per instance saw two.
    const tries: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const tried = await api.request('PUT', '/api/v1/phone-verification/confirm', {
        ...phone,
        confirmCode: wrong,
      });
      tries.push(tried.body.code);
    }
    expect(tries).toEqual([...Array(4).fill('ERR_PIN_INVALID'), 'ERR_PIN_ATTEMPTS_EXCEEDED']);
    // The code is spent everywhere: the right one is refused on whichever instance answers.
    const right = await api.request('PUT', '/api/v1/phone-verification/confirm', {
      ...phone,
      confirmCode: sms!.data.code,
    });
    expect(right.status).toBe(410);
  }, 20_000);

  it('a per-address limit counts across instances (Redis)', async () => {
    // passwordReset allows 10 in 15 minutes from one address, however many instances answer.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await api.request('POST', '/api/v1/auth/forgot', {
        email: `nobody.${i}@example.com`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 20_000);
  it('an instance killed mid-flow: the family goes on through the others', async () => {
    const registering = await startParentRegistration(api);
    const steps = parentAnswers(registering.phoneNumber);
    for (const answers of steps.slice(0, 3)) await registering.answer(answers);
    const killed = instances[0]!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    for (const answers of steps.slice(3)) {
      expect((await registering.answer(answers)).errors).toEqual([]);
    }
    const done = await api.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${registering.token()}`,
    });
    expect(done.status).toBe(200);
  }, 30_000);
});

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
