// Lighthouse benchmark of the first screen (README "Benchmarks"): mobile emulation with
// simulated throttling (Lighthouse's defaults), performance and accessibility, in Debian's
// Chromium, against a React 19 hello-world floor built by the same Vite, precompressed the
// same way and served by the same real server (CLIENT_DIR), measured in the same run, app and
// floor alternating; 3 rounds (BENCH_ROUNDS), min / median / max. The budget:
// performance and accessibility 100, LCP within 1.2x of the floor, in the median round.
// Writes bench/results/lighthouse.json. Never part of `npm test`. Run `npm run build` first.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium';
import { startWebreg } from './bench/servers';
import { spread } from './bench/spread';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LCP_BUDGET_VS_FLOOR = 1.2;
const root = fileURLToPath(new URL('..', import.meta.url));

/** The floor: React 19 rendering one heading, built as the app is and precompressed as it is. */
async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'webreg-floor-'));
  await build({
    root: path.join(root, 'scripts/bench/hello-world'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  });
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/precompress.ts', path.join(outDir, 'assets')],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  return outDir;
}

/** A headless Chromium of its own for one Lighthouse run; resolves with its debugging port. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'webreg-lighthouse-'));
  const child = spawn(
    chromiumExecutablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Run = {
  round: number;
  page: 'app' | 'floor';
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Audits of either category that did not pass, for finding why a score is under 100. */
  failing: string[];
};

async function measure(url: string, round: number, page: Run['page']): Promise<Run> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // BENCH_LIGHTHOUSE_REPORTS=folder keeps each full report, to study a score.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) await writeFile(path.join(reports, `${page}-${round}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id];
    const numeric = (id: string) =>
      Math.round((audit(id)?.numericValue ?? Number.NaN) * 1000) / 1000;
    const requests = audit('network-requests')?.details;
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
      .filter(
        (entry) =>
          entry &&
          entry.score !== null &&
          entry.score < 1 &&
          !['informative', 'notApplicable', 'manual'].includes(entry.scoreDisplayMode),
      )
      .map((entry) => `${entry?.id} (${entry?.displayValue ?? entry?.score})`);
    return {
      round,
      page,
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
      bytes: Math.round(numeric('total-byte-weight')),
      requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
      failing,
    };
  } finally {
    await chromium.close();
  }
}

const loadBefore = os.loadavg();
const floorDir = await buildFloor();
const app = await startWebreg();
const floor = await startWebreg(undefined, { CLIENT_DIR: floorDir });
const runs: Run[] = [];
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Alternating which goes first, so a burst of load elsewhere does not favour one.
    const order = round % 2 === 1 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
    for (const page of order) {
      const run = await measure(`${page === 'app' ? app.url : floor.url}/`, round, page);
      console.log(JSON.stringify(run));
      runs.push(run);
    }
  }
} finally {
  await app.stop();
  await floor.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

const FIGURES = [
  'performance',
  'accessibility',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'bytes',
  'requests',
] as const;
const table = (page: Run['page']) => {
  const of = runs.filter((run) => run.page === page);
  return Object.fromEntries(
    FIGURES.map((figure) => [figure, spread(of.map((run) => run[figure]))]),
  );
};
/** Each round's app figure over the floor's of the same round. */
const ratio = (figure: (typeof FIGURES)[number]) =>
  spread(
    runs
      .filter((run) => run.page === 'app')
      .map((run) => {
        const base = runs.find((other) => other.page === 'floor' && other.round === run.round);
        return Math.round((run[figure] / (base?.[figure] ?? Number.NaN)) * 100) / 100;
      }),
  );
const summary = {
  app: table('app'),
  floor: table('floor'),
  appOverFloor: {
    fcp: ratio('fcpMs'),
    lcp: ratio('lcpMs'),
    // The floor's TBT is often 0 (its script runs before its first paint): the difference.
    tbtMsOverFloor: spread(
      runs
        .filter((run) => run.page === 'app')
        .map(
          (run) =>
            run.tbtMs -
            (runs.find((other) => other.page === 'floor' && other.round === run.round)?.tbtMs ??
              Number.NaN),
        ),
    ),
    bytes: ratio('bytes'),
    requests: ratio('requests'),
  },
};
const median = (figure: (typeof FIGURES)[number]) =>
  spread(runs.filter((r) => r.page === 'app').map((r) => r[figure])).median;
const budget = {
  performance100: median('performance') === 100,
  accessibility100: median('accessibility') === 100,
  lcpWithin: LCP_BUDGET_VS_FLOOR,
  lcpMet: summary.appOverFloor.lcp.median <= LCP_BUDGET_VS_FLOOR,
};
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/lighthouse.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      loadAverage: { before: loadBefore, after: os.loadavg() },
      method: {
        lighthouse: 'npm lighthouse, default config: mobile emulation, simulated throttling',
        rounds: ROUNDS,
        floor:
          'React 19 createRoot rendering one h1, built by the same Vite and plugin-react, precompressed and served by the same server (CLIENT_DIR)',
      },
      budget,
      summary,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log(JSON.stringify({ budget, summary }, null, 2));
console.log('wrote bench/results/lighthouse.json');
