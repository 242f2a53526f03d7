// Step-transition benchmark (README "Benchmarks"): in Debian's Chromium against the built app
// and the real server with its sandbox, each Continue of a returning parent (phone to the
// completed registration) and of a new parent (phone to completion) is timed from the click to
// the first frame showing the next step's heading, beside the network time of the same
// transition (click to the end of the last request the page waited on), with the requests
// and round trips it made. 3 rounds (BENCH_ROUNDS), min / median / max. The budget:
// the heading within 50 ms of the network time. Writes bench/results/step-transitions.json.
// Never part of `npm test`: times are not sizes. Run `npm run build` first.

import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../tests/support/chromium';
import { startServer } from '../tests/support/server';
import { spread } from './bench/spread';
import { clickContinue, JOURNEYS } from './bench/step-journeys';
import { INSTRUMENT, readTransition, type Transition, trackQuiet } from './bench/transition-timing';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Click to heading within this much of the network time, in the median round. */
const BUDGET_OVER_NETWORK_MS = 50;

type Row = Transition & { round: number; journey: string; from: string; to: string };

const loadBefore = os.loadavg();
const dataDir = mkdtempSync(path.join(tmpdir(), 'webreg-bench-steps-'));
// Development mode: the sandbox's outbox (where the code is read) is off in production. Real
// password hashing cost, logging at info as in production.
const server = await startServer({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'loopback',
  HOST: '127.0.0.1',
});
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
const rows: Row[] = [];

/** The newest code texted to a number, read from the sandbox's outbox as the journeys do. */
async function codeFor(e164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(
      `${server.url}/sandbox/outbox?recipient=${encodeURIComponent(e164)}`,
    );
    const { messages } = (await response.json()) as {
      messages: Array<{ channel: string; data: { code?: string } }>;
    };
    const code = messages.find((message) => message.channel === 'sms' && message.data.code);
    if (code?.data.code) return code.data.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${e164}`);
}

try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const journey of JOURNEYS) {
      // A person on a phone, on a first visit: a new context has an empty cache and storage,
      // and its own client address for the per-IP limits.
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { 'x-forwarded-for': `10.30.${round}.${JOURNEYS.indexOf(journey) + 1}` },
      });
      const page = await context.newPage();
      // tsx keeps function names with a helper the page does not have.
      await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
      await page.addInitScript(INSTRUMENT);
      const quiet = trackQuiet(page);
      await page.goto(server.url);
      await page.locator('html[data-hydrated="true"]').waitFor();
      let from = (await page.locator('h1').first().textContent())?.trim() ?? '';
      for (const step of journey.steps(round)) {
        // A person reads the page and types before they click: what the page fetches meanwhile
        // (the next steps' code) has arrived by the click.
        await step.fill(page, { codeFor });
        await quiet();
        await (step.submit ?? clickContinue)(page);
        await page.getByRole('heading', { name: step.to, exact: true }).waitFor();
        // The frame that shows it has started once two more have.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const row = {
          round,
          journey: journey.name,
          from,
          to: step.to,
          ...(await readTransition(page, step.to)),
        };
        console.log(JSON.stringify(row));
        rows.push(row);
        from = step.to;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const summary = JOURNEYS.map((journey) => {
  const ofJourney = rows.filter((row) => row.journey === journey.name);
  const transitions = [...new Set(ofJourney.map((row) => `${row.from} -> ${row.to}`))].map(
    (name) => {
      const of = ofJourney.filter((row) => `${row.from} -> ${row.to}` === name);
      const figure = (read: (row: Row) => number) => spread(of.map((row) => round1(read(row))));
      return {
        transition: name,
        clickToHeadingMs: figure((row) => row.clickToHeadingMs),
        networkMs: figure((row) => row.networkMs),
        overNetworkMs: figure((row) => row.clickToHeadingMs - row.networkMs),
        requests: figure((row) => row.requests),
        roundTrips: figure((row) => row.roundTrips),
        telemetryRequests: figure((row) => row.telemetryRequests),
        headingsOnTheWay: [...new Set(of.flatMap((row) => row.headingsOnTheWay))],
        waitedOn: [...new Set(of.flatMap((row) => row.paths))],
        fallbackSeen: of.some((row) => row.fallbackSeen),
      };
    },
  );
  return { journey: journey.name, transitions };
});
const worst = Math.max(
  ...summary.flatMap((journey) => journey.transitions.map((t) => t.overNetworkMs.median)),
);
const result = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, browser: browser.version() },
  loadAverage: { before: loadBefore, after: os.loadavg() },
  method: {
    rounds: ROUNDS,
    clickToHeading: 'click event to the first animation frame after the heading text appeared',
    network:
      'click to the responseEnd of the last request (Resource Timing) that started after the click and ended before the heading; telemetry calls excluded',
    roundTrips: 'longest chain of those requests where each started after the one before ended',
    viewport: '375 x 740, mobile, touch; a new browser context (empty cache) per journey',
  },
  budget: {
    overNetworkMs: BUDGET_OVER_NETWORK_MS,
    worstMedianOverNetworkMs: worst,
    met:
      worst <= BUDGET_OVER_NETWORK_MS &&
      summary.every((j) => j.transitions.every((t) => !t.fallbackSeen)),
  },
  summary,
  rows,
};
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/step-transitions.json', `${JSON.stringify(result, null, 2)}\n`);
for (const journey of summary) {
  for (const t of journey.transitions) {
    console.log(
      `${journey.journey}: ${t.transition}: heading ${t.clickToHeadingMs.median} ms, network ${t.networkMs.median} ms, over ${t.overNetworkMs.median} ms, ${t.requests.median} requests in ${t.roundTrips.median} round trips${t.fallbackSeen ? ', FALLBACK SHOWN' : ''}`,
    );
  }
}
console.log(`worst median over network: ${worst} ms (budget ${BUDGET_OVER_NETWORK_MS})`);
console.log('wrote bench/results/step-transitions.json');
