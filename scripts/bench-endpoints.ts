// Load benchmark of the product's own endpoints against the budget of DESIGN.md: p99 at most
// 20 ms at 1,000 requests per second on this machine, with logging and validation on. It
// starts the real server (its own process, PGlite in a temporary folder) and writes the
// numbers to bench/results/endpoints.json. Never part of `npm test`: times are not sizes.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_P99_MS = 20;

/**
 * The floor of this machine and this load generator: a bare node:http server answering {} in
 * its own process. autocannon's paced connections arrive in bursts, so even this one has a
 * p99 well above its p50; read the endpoints' numbers against it.
 */
async function startBareServer() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('node:http').createServer((q, r) => { r.setHeader('content-type', 'application/json'); r.end('{}'); });
       s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const server = await startServer({
  // The per-IP API limit would turn a one-machine load test into 429s.
  API_RATE_LIMIT_PER_MINUTE: String(RATE * SECONDS * 10),
  LOG_LEVEL: 'info',
});

const json = { 'content-type': 'application/json' };
const bare = await startBareServer();
const cases = [
  { name: 'baseline: bare node:http', method: 'GET' as const, path: '/', origin: bare.url },
  { name: 'GET /healthz', method: 'GET' as const, path: '/healthz' },
  {
    name: 'POST /api/fetch-toggles',
    method: 'POST' as const,
    path: '/api/fetch-toggles',
    headers: json,
    body: JSON.stringify({ anonymousId: 'bench-anon', attributes: { role: 'parent' } }),
  },
  {
    name: 'POST /api/track-custom-event',
    method: 'POST' as const,
    path: '/api/track-custom-event',
    headers: json,
    body: JSON.stringify({ event: 'Bench Event', anonymousId: 'bench-anon', properties: {} }),
  },
];

const results: Record<string, unknown>[] = [];
try {
  for (const item of cases) {
    const run = await autocannon({
      url: ('origin' in item ? item.origin : server.url) + item.path,
      method: item.method,
      headers: item.headers,
      body: item.body,
      connections: 32,
      overallRate: RATE,
      duration: SECONDS,
    });
    const row = {
      endpoint: item.name,
      rate: RATE,
      seconds: SECONDS,
      requests: run.requests.total,
      non2xx: run.non2xx,
      errors: run.errors,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      maxMs: run.latency.max,
      withinBudget: 'origin' in item ? null : run.latency.p99 <= BUDGET_P99_MS && run.non2xx === 0,
    };
    results.push(row);
    console.log(row);
  }
} finally {
  bare.stop();
  await server.stop();
}

await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/endpoints.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetP99Ms: BUDGET_P99_MS, results }, null, 2)}\n`,
);
console.log('wrote bench/results/endpoints.json');
