// Registrations through a real nginx (deploy/nginx.conf itself) in front of one instance, then three (README "Benchmarks",
// server/README.md "Several instances"): the built server in production shape on a throwaway
// PostgreSQL database and Redis, families registering end to end at a fixed concurrency, each
// from an address of its own (X-Forwarded-For, as a balancer passes it). Reports registrations
// and requests per second and the CPU per registration (every instance's, and nginx's).
// Writes bench/results/cluster.json. Never part of `npm test`: times are not sizes.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parentAnswers } from '../server/tests/support/test-answers';
import { freePort } from '../server/tests/support/test-dependencies';
import { startDeployNginx } from '../server/tests/support/test-deploy-nginx';
import { nginxBinary } from '../server/tests/support/test-nginx';
import { httpCaller } from '../server/tests/support/test-server';
import { cpuMicros } from './bench/process-stats';
import { type BenchServer, startWebreg, throwawayDatabase } from './bench/servers';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 24);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 6);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

let familySeq = 0;

/** nginx's master and its worker: the worker is the master's child. */
function nginxCpu(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return [pid, ...children.filter(Boolean).map(Number)].reduce((sum, p) => sum + cpuMicros(p), 0);
}

/** One family, phone to complete, through the balancer; the number of calls it made. */
async function register(url: string): Promise<number> {
  familySeq += 1;
  const n = familySeq;
  const phoneNumber = `+1201555${String(n).padStart(4, '0')}`;
  const from = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const { request, outbox } = httpCaller(url);
  let calls = 0;
  const call = async (method: string, path: string, body?: unknown, headers = {}) => {
    for (;;) {
      calls += 1;
      const response = await request(method, path, body, { ...from, ...headers });
      // The fair hashing queue says busy with 503 and Retry-After: a client waits and retries.
      if (response.status === 503) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (response.status !== 200) {
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return response.body;
    }
  };
  const phone = { phoneNumber, deviceUuid: `bench-${n}` };
  await call('POST', '/api/v1/phone-verification/access-request', phone);
  calls += 1;
  const [sms] = await outbox(phoneNumber);
  const confirmed = await call('PUT', '/api/v1/phone-verification/confirm', {
    ...phone,
    confirmCode: sms!.data.code,
  });
  let token = (
    await call('POST', '/api/v1/registration/initialize', { access_token: confirmed.accessToken })
  ).registrationToken as string;
  for (const answers of parentAnswers(phoneNumber)) {
    const answered = await call(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      { authorization: `Bearer ${token}` },
    );
    if (answered.errors.length > 0) throw new Error(JSON.stringify(answered.errors));
    token = answered.registrationToken;
  }
  await call('POST', '/api/v1/registration/complete', undefined, {
    authorization: `Bearer ${token}`,
  });
  return calls;
}

async function run(instanceCount: number, databaseUrl: string) {
  const instances: BenchServer[] = [];
  for (let i = 0; i < instanceCount; i += 1) {
    instances.push(
      await startWebreg(databaseUrl, {
        // The sandbox's outbox is how the bench reads each family's PIN.
        NODE_ENV: 'development',
        REDIS_URL,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      }),
    );
  }
  const balancer = await startDeployNginx(
    nginxBinary()!,
    await freePort(),
    instances.map((instance) => Number(new URL(instance.url).port)),
  );
  try {
    // Warm-up: each instance compiles its routes once before the measured families.
    await Promise.all(instances.map(() => register(balancer.url)));
    const cpuBefore = instances.map((instance) => cpuMicros(instance.pid));
    const nginxBefore = nginxCpu(balancer.pid);
    const started = performance.now();
    let calls = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REGISTRATIONS) {
          next += 1;
          const made = await register(balancer.url);
          calls += made;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = instances.reduce(
      (sum, instance, i) => sum + cpuMicros(instance.pid) - cpuBefore[i]!,
      0,
    );
    const nginxCpuMs = (nginxCpu(balancer.pid) - nginxBefore) / 1000;
    return {
      instances: instanceCount,
      registrations: REGISTRATIONS,
      concurrency: CONCURRENCY,
      calls,
      seconds: round(seconds),
      registrationsPerSecond: round(REGISTRATIONS / seconds),
      requestsPerSecond: round(calls / seconds),
      serverCpuMsPerRegistration: round(serverCpu / 1000 / REGISTRATIONS),
      nginxCpuMsPerRegistration: round(nginxCpuMs / REGISTRATIONS),
    };
  } finally {
    await balancer.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

const database = await throwawayDatabase(POSTGRES_URL);
try {
  const results = [];
  for (const count of [1, 3]) {
    const result = await run(count, database.url);
    console.log(JSON.stringify(result));
    results.push(result);
  }
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/cluster.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
        node: process.version,
        note: 'Password hashing at the production scrypt cost dominates a registration; the load average at the start is recorded because this machine is shared.',
        results,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await database.drop();
}
