// The phone-check tail study (docs/decisions/072): the built server on PGlite with
// scripts/bench/tail-probe.mjs preloaded, phone-check at 250 requests a second for 10 s
// (BENCH_TAIL_RATE, BENCH_SECONDS), once at a constant rate and once with each second's
// requests sent in its first 200 ms, as autocannon's rate mode sends them; latency from each
// request's intended send time. Prints and writes bench/results/phone-check-tail.json.
// Never part of `npm test`. Run `npm run build` first.

import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { openLoop, percentile, type Target } from './bench/open-loop';
import { cpuMicros } from './bench/process-stats';
import { startWebreg } from './bench/servers';

const RATE = Number(process.env.BENCH_TAIL_RATE ?? 250);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST_MS = 200;

/** Request i's due time in ms from the start: evenly spaced, or each second's in a burst. */
const dueAt = (burstMs: number) => (i: number) =>
  burstMs ? Math.floor(i / RATE) * 1000 + (i % RATE) * (burstMs / RATE) : (i * 1000) / RATE;

/** Phone-check, a different number per call, as the endpoint bench sends it. */
const phoneCheck = (origin: string): Target => ({
  origin,
  method: 'POST',
  path: '/api/v1/phone-check',
  body: (i) => JSON.stringify({ phone_number: `201555${String(i % 10_000).padStart(4, '0')}` }),
});

const results = [];
const loadBefore = os.loadavg();
for (const burstMs of [0, BURST_MS]) {
  let probe = '';
  const server = await startWebreg(
    undefined,
    {},
    ['--import', './scripts/bench/tail-probe.mjs'],
    (line) => {
      if (line.startsWith('PROBE ')) probe = line.slice(6);
    },
  );
  try {
    await openLoop(phoneCheck(server.url), RATE, 3); // warm-up at the steady rate
    process.kill(server.pid, 'SIGUSR2');
    const cpuBefore = cpuMicros(server.pid);
    const { latenciesMs: latencies } = await openLoop(
      phoneCheck(server.url),
      RATE,
      SECONDS,
      dueAt(burstMs),
    );
    const cpu = cpuMicros(server.pid) - cpuBefore;
    const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
    await server.stop(); // SIGTERM: the probe prints its figures
    const row = {
      arrival: burstMs ? `each second's requests in its first ${burstMs} ms` : 'constant rate',
      rate: RATE,
      seconds: SECONDS,
      latencyMs: { p50: ms(50), p90: ms(90), p99: ms(99), max: ms(100) },
      cpuUsPerRequest: Math.round(cpu / latencies.length),
      server: probe ? JSON.parse(probe) : undefined,
    };
    console.log(JSON.stringify(row));
    results.push(row);
  } finally {
    await server.stop();
  }
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/phone-check-tail.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: { before: loadBefore, after: os.loadavg() }, results }, null, 2)}\n`,
);
console.log('wrote bench/results/phone-check-tail.json');
