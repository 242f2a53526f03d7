// Load benchmark of the product's own endpoints (README "Benchmarks"): open-loop at a constant
// rate, latency from each request's intended send time, the server's CPU microseconds per
// request and its RSS, against a bare Express 5 server measured in the same run; 3 rounds,
// min / median / max; on PGlite and on PostgreSQL. Writes bench/results/endpoints.json.
// Never part of `npm test`: times are not sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { openLoop, percentile, type Target } from './bench/open-loop';
import { cpuMicros, rssMb } from './bench/process-stats';
import {
  type BenchServer,
  startBareExpress,
  startWebreg,
  throwawayDatabase,
} from './bench/servers';
import { spread } from './bench/spread';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Long enough for V8 to finish optimising the route: counted with callgrind, a phone check
 * after 200 earlier calls still cost 3.2 M instructions (TurboFan compiling on its threads),
 * after 1,000 it cost 2.7 M; bare Express is at its floor after 200. A shorter warm-up charges
 * the larger code path its start-up compile as if it were per-request work.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Case = Omit<Target, 'origin'> & { name: string };

const json = (value: unknown) => () => JSON.stringify(value);
/** A different number per call (NANP shape, none of them seeded), as real traffic would be. */
const phoneNumber = (index: number) => `201555${String(index % 10_000).padStart(4, '0')}`;

const BARE: Case = { name: 'bare Express 5', method: 'GET', path: '/' };
const CASES: Case[] = [
  { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  {
    name: 'POST /api/fetch-toggles',
    method: 'POST',
    path: '/api/fetch-toggles',
    body: json({ anonymousId: 'bench-anon', attributes: { role: 'parent' } }),
  },
  {
    name: 'POST /api/track-custom-event',
    method: 'POST',
    path: '/api/track-custom-event',
    body: json({ event: 'Bench Event', anonymousId: 'bench-anon', properties: { step: 'phone' } }),
  },
  {
    name: 'POST /api/browser-data',
    method: 'POST',
    path: '/api/browser-data',
    body: json({
      userId: 'usr_bench',
      browserData: { deviceOs: 'Linux', browser: 'Chromium', timeZone: 'UTC', language: 'en-US' },
    }),
  },
  {
    name: 'POST /api/v1/phone-check',
    method: 'POST',
    path: '/api/v1/phone-check',
    body: (index) => JSON.stringify({ phone_number: phoneNumber(index) }),
  },
];

type Row = {
  round: number;
  backend: string;
  endpoint: string;
  requests: number;
  failed: number;
  cpuUsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  maxSendLagMs: number;
};

/** Warms the route up (JIT, pools, caches), then measures one open-loop run. */
async function measure(server: BenchServer, item: Case, backend: string, round: number) {
  const target = { ...item, origin: server.url };
  await openLoop(target, RATE, WARMUP_SECONDS);
  await sleep(200);
  const cpuBefore = cpuMicros(server.pid);
  const run = await openLoop(target, RATE, SECONDS);
  const cpu = cpuMicros(server.pid) - cpuBefore;
  const row: Row = {
    round,
    backend,
    endpoint: item.name,
    requests: run.sent,
    failed: run.failed,
    cpuUsPerRequest: Math.round(cpu / run.sent),
    p50Ms: round2(percentile(run.latenciesMs, 50)),
    p99Ms: round2(percentile(run.latenciesMs, 99)),
    maxMs: round2(percentile(run.latenciesMs, 100)),
    maxSendLagMs: round2(run.maxSendLagMs),
  };
  console.log(JSON.stringify(row));
  return row;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** RSS once the server has started and settled, before any request (idle memory). */
async function idleRss(server: BenchServer) {
  await sleep(3000);
  return Math.round(rssMb(server.pid));
}

const rows: Row[] = [];
const idle: Array<{ round: number; backend: string; rssMb: number }> = [];
const loadBefore = os.loadavg();
const postgres = await throwawayDatabase(POSTGRES_URL).catch((error: unknown) => {
  console.warn(`PostgreSQL not reachable (${String(error)}): PGlite only`);
  return undefined;
});
const backends: Array<[string, () => Promise<BenchServer>]> = [
  ['bare', startBareExpress],
  ['pglite', () => startWebreg()],
  ...(postgres
    ? [['postgres', () => startWebreg(postgres.url)] as [string, () => Promise<BenchServer>]]
    : []),
];

try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [backend, start] of backends) {
      const server = await start();
      try {
        idle.push({ round, backend, rssMb: await idleRss(server) });
        for (const item of backend === 'bare' ? [BARE] : CASES) {
          rows.push(await measure(server, item, backend, round));
        }
      } finally {
        await server.stop();
      }
    }
    // The bare server again at the end of the round: other processes' load moves during a
    // round, and the ratio's base is the mean of the round's two bare figures.
    const bare = await startBareExpress();
    try {
      rows.push(await measure(bare, BARE, 'bare', round));
    } finally {
      await bare.stop();
    }
  }
} finally {
  await postgres?.drop();
}

/** Per backend and endpoint: each figure as min / median / max over the rounds. */
function summarise() {
  const bareRows = rows.filter((row) => row.backend === 'bare');
  const bareCpu = new Map(
    [...new Set(bareRows.map((row) => row.round))].map((round) => {
      const of = bareRows.filter((row) => row.round === round);
      return [round, of.reduce((sum, row) => sum + row.cpuUsPerRequest, 0) / of.length];
    }),
  );
  const summary: Record<string, Record<string, unknown>> = {};
  for (const [backend] of backends) {
    const ofBackend = rows.filter((row) => row.backend === backend);
    const table: Record<string, unknown> = {
      idleRssMb: spread(
        idle.filter((entry) => entry.backend === backend).map((entry) => entry.rssMb),
      ),
    };
    for (const endpoint of new Set(ofBackend.map((row) => row.endpoint))) {
      const of = ofBackend.filter((row) => row.endpoint === endpoint);
      table[endpoint] = {
        cpuUsPerRequest: spread(of.map((row) => row.cpuUsPerRequest)),
        // Each round's ratio to the bare server of that round (measured at its start and end).
        cpuVsBareExpress: spread(
          of.map((row) => round2(row.cpuUsPerRequest / (bareCpu.get(row.round) ?? Number.NaN))),
        ),
        p50Ms: spread(of.map((row) => row.p50Ms)),
        p99Ms: spread(of.map((row) => row.p99Ms)),
        maxMs: spread(of.map((row) => row.maxMs)),
        failed: of.reduce((sum, row) => sum + row.failed, 0),
      };
    }
    summary[backend] = table;
  }
  return summary;
}

const summary = summarise();
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/endpoints.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      method: {
        generator: 'open loop, constant rate, latency from the intended send time',
        rate: RATE,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        rounds: ROUNDS,
        cpu: 'server process CPU (all threads, /proc/PID/task/*/schedstat) / requests; ratio to the mean of a bare Express server measured at the start and the end of the same round',
      },
      summary,
      idle,
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(JSON.stringify(summary, null, 2));
console.log('wrote bench/results/endpoints.json');
