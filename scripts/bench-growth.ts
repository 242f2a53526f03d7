// Cost as the data grows (README "Benchmarks"): the real server on PostgreSQL, its tables seeded
// in the product's own shape (server/db/test-growth.ts) to 1,000, 200,000 and 1,000,000
// families in one run, and per route and size the CPU per call of the server process and of
// the database backends serving it, and open-loop latency. The budget: at a million families
// each route within 1.2x of the nearly empty database. Writes bench/results/growth.json.
// Never part of `npm test`: times are not sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { seededPhone, seedFamilies } from '../server/db/test-growth';
import { hashPassword } from '../server/sandbox/passwords';
import { fakeClientDir } from '../server/tests/support/test-client-dir';
import { openLoop, percentile, type Target } from './bench/open-loop';
import { cpuMicros } from './bench/process-stats';
import { type BenchServer, startWebreg, throwawayDatabase } from './bench/servers';

const SIZES = (process.env.BENCH_SIZES ?? '1000,200000,1000000').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Indexes to drop before seeding (a comma list): what the same bench shows without one, e.g.
 * `registrations_phone`, written to OUT beside the real figures.
 */
const DROP_INDEXES = (process.env.BENCH_DROP_INDEXES ?? '').split(',').filter(Boolean);
const OUT = process.env.BENCH_OUT ?? 'bench/results/growth.json';
const BUDGET = 1.2;
const PASSWORD = 'Maple-Harbor-Lantern';
/** The families every size has, so each call finds (or misses) the same rows at every size. */
const BASE = SIZES[0] ?? 1000;

type Case = Omit<Target, 'origin'> & { name: string; rate?: number };
/** Half the calls name a registered family's number, half a number nobody has. */
const phoneOf = (index: number) =>
  index % 2 === 0
    ? seededPhone((index % BASE) + 1)
    : `+1201555${String(index % 10_000).padStart(4, '0')}`;
/** A client address per call: the login limit counts per IP (TRUST_PROXY=loopback). */
const fromClient = (index: number) => ({
  'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
});

const CASES: Case[] = [
  {
    name: 'POST /api/v1/registration/has-registration',
    method: 'POST',
    path: '/api/v1/registration/has-registration',
    body: (index) => JSON.stringify({ phone: phoneOf(index) }),
  },
  {
    name: 'POST /api/v1/phone-check',
    method: 'POST',
    path: '/api/v1/phone-check',
    body: (index) => JSON.stringify({ phone_number: phoneOf(index) }),
  },
  {
    // Registered parents with the right password: the user, their family and a session.
    name: 'POST /api/v1/auth (login)',
    // Below what two scrypt slots and eight waiting take on a busy 2-core machine: a 503
    // ERR_BUSY costs less than a login and would flatter the figure.
    rate: 25,
    method: 'POST',
    path: '/api/v1/auth',
    body: (index) =>
      JSON.stringify({ phoneNumber: seededPhone((index % BASE) + 1), password: PASSWORD }),
    headers: fromClient,
  },
];

type Row = {
  round: number;
  families: number;
  endpoint: string;
  requests: number;
  failed: number;
  serverCpuUs: number;
  databaseCpuUs: number;
  totalCpuUs: number;
  p50Ms: number;
  p99Ms: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** CPU microseconds by pid of every client backend connected to the bench database but this. */
async function backendCpu(client: pg.Client) {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend'
       and pid <> pg_backend_pid()`,
  );
  const byPid = new Map<number, number>();
  for (const row of rows) {
    try {
      byPid.set(row.pid, cpuMicros(row.pid));
    } catch {
      // the backend ended between the listing and the read
    }
  }
  return byPid;
}

/**
 * What the backends spent between two readings. The server's pool closes idle connections and
 * opens new ones: a new backend counts from zero, one that ended takes its last share with it.
 */
function spentSince(before: Map<number, number>, after: Map<number, number>) {
  let sum = 0;
  for (const [pid, micros] of after) sum += micros - (before.get(pid) ?? 0);
  return sum;
}

type Size = {
  families: number;
  server: BenchServer;
  observer: pg.Client;
  drop: () => Promise<void>;
};

/**
 * A database of its own for each size, seeded once, with its own server: the sizes are then
 * measured in turn, round after round, so a change in the machine's load (it is shared) falls
 * on every size alike instead of on whichever was measured last.
 */
async function prepare(families: number, passwordHash: string): Promise<Size> {
  const database = await throwawayDatabase(POSTGRES_URL, `_${families}`);
  try {
    return await serve(database, families, passwordHash);
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function serve(
  database: Awaited<ReturnType<typeof throwawayDatabase>>,
  families: number,
  passwordHash: string,
): Promise<Size> {
  const name = new URL(database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  // A parallel plan spreads a query over workers that live for that query only, whose CPU no
  // sampling of the backends sees: serial plans keep all of a call's database work countable.
  await admin.query(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  await admin.end();
  // The API is measured, not the page: a client in miniature serves, only the server is built.
  const server = await startWebreg(database.url, {
    TRUST_PROXY: 'loopback',
    CLIENT_DIR: fakeClientDir(),
    // No prune in the middle of a measurement (the seeded rows are all within their time).
    PRUNE_INTERVAL_SECONDS: '0',
  });
  const seeder = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
  });
  for (const index of DROP_INDEXES) await sql`drop index ${sql.id(index)}`.execute(seeder);
  const started = Date.now();
  await seedFamilies(seeder, 0, families, passwordHash);
  await sql`vacuum analyze`.execute(seeder);
  await seeder.destroy();
  seeding.push({ families, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(JSON.stringify(seeding.at(-1)));
  const observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
  return {
    families,
    server,
    observer,
    drop: async () => {
      await observer.end();
      await server.stop();
      await database.drop();
    },
  };
}

async function measure(size: Size, item: Case, round: number, warmupSeconds: number) {
  const target = { ...item, origin: size.server.url };
  const rate = item.rate ?? RATE;
  await openLoop(target, rate, warmupSeconds);
  await sleep(200);
  const serverBefore = cpuMicros(size.server.pid);
  const databaseBefore = await backendCpu(size.observer);
  const run = await openLoop(target, rate, SECONDS);
  const serverCpu = cpuMicros(size.server.pid) - serverBefore;
  const databaseCpuUsed = spentSince(databaseBefore, await backendCpu(size.observer));
  const row: Row = {
    round,
    families: size.families,
    endpoint: item.name,
    requests: run.sent,
    failed: run.failed,
    serverCpuUs: Math.round(serverCpu / run.sent),
    databaseCpuUs: Math.round(databaseCpuUsed / run.sent),
    totalCpuUs: Math.round((serverCpu + databaseCpuUsed) / run.sent),
    p50Ms: round2(percentile(run.latenciesMs, 50)),
    p99Ms: round2(percentile(run.latenciesMs, 99)),
  };
  console.log(JSON.stringify(row));
  rows.push(row);
}

const rows: Row[] = [];
const seeding: Array<{ families: number; seconds: number }> = [];
const loadBefore = os.loadavg();
const sizes: Size[] = [];
try {
  // The cost travels with the hash: seeded parents verify at a test cost, so a login measures
  // the lookups rather than scrypt (constant at any size).
  const passwordHash = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
  for (const families of SIZES) sizes.push(await prepare(families, passwordHash));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const size of sizes) {
      // The first round warms each route up for long enough that V8 has finished optimising
      // it (scripts/bench-endpoints.ts); later rounds only wake the connections.
      for (const item of CASES) await measure(size, item, round, round === 1 ? WARMUP_SECONDS : 1);
    }
  }
} finally {
  for (const size of sizes) await size.drop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Per route and size: the median round's figures and the ratio to the smallest size's. */
function summarise() {
  const summary: Record<string, Record<string, Record<string, number>>> = {};
  for (const item of CASES) {
    const table: Record<string, Record<string, number>> = {};
    for (const families of SIZES) {
      const of = rows.filter((row) => row.endpoint === item.name && row.families === families);
      table[families] = {
        totalCpuUs: median(of.map((row) => row.totalCpuUs)),
        serverCpuUs: median(of.map((row) => row.serverCpuUs)),
        databaseCpuUs: median(of.map((row) => row.databaseCpuUs)),
        p50Ms: median(of.map((row) => row.p50Ms)),
        p99Ms: median(of.map((row) => row.p99Ms)),
        failed: of.reduce((sum, row) => sum + row.failed, 0),
      };
    }
    const base = table[SIZES[0]!]!;
    for (const families of SIZES) {
      const entry = table[families]!;
      entry.cpuVsSmallest = round2(entry.totalCpuUs! / base.totalCpuUs!);
      entry.databaseCpuVsSmallest = round2(entry.databaseCpuUs! / base.databaseCpuUs!);
      entry.p50VsSmallest = round2(entry.p50Ms! / base.p50Ms!);
    }
    summary[item.name] = table;
  }
  return summary;
}

const summary = summarise();
const largest = Math.max(...SIZES);
const overBudget = Object.entries(summary).filter(
  ([, table]) => (table[largest]?.cpuVsSmallest ?? Number.POSITIVE_INFINITY) > BUDGET,
);
await mkdir('bench/results', { recursive: true });
await writeFile(
  OUT,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      method: {
        database:
          'PostgreSQL, a database of its own; families seeded by generate_series in the product tables (server/db/test-growth.ts), then VACUUM ANALYZE',
        calls: `half to registered numbers among the first ${BASE} families, half to unknown numbers; logins to registered parents with the right password (hash at N=1024)`,
        generator: 'open loop, constant rate, latency from the intended send time',
        rate: Object.fromEntries(CASES.map((item) => [item.name, item.rate ?? RATE])),
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        rounds: ROUNDS,
        cpu: 'server process CPU plus the CPU of the database backends serving it (/proc/PID/task/*/schedstat; parallel plans off so no worker escapes the count) / requests',
        budget: `total CPU per call at ${largest} families within ${BUDGET}x of ${SIZES[0]} (median rounds)`,
        sizes: 'one database and one server per size, seeded once, measured in turn in every round',
        droppedIndexes: DROP_INDEXES,
      },
      withinBudget: overBudget.length === 0,
      seeding,
      summary,
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(JSON.stringify(summary, null, 2));
console.log(`wrote ${OUT}`);
if (overBudget.length > 0) {
  console.error(`over budget: ${overBudget.map(([endpoint]) => endpoint).join(', ')}`);
  process.exitCode = 1;
}
