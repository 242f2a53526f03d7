// `npm test`: every check of the README, as a graph of stages instead of one long chain. A stage
// starts once the stages it needs have passed, so the two builds run beside typecheck and lint,
// and the browser suites share those builds. Each stage's output is kept and printed whole when
// it ends (interleaved lines of four tools would be unreadable); at the end a table shows each
// stage's wall time, and the run fails with the first failing stage's name.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { lowPriority } from './low-priority';
import { cpuAccount } from './stage-cpu';

type Stage = {
  name: string;
  command: string;
  needs?: string[];
  /**
   * A share of one core the stage keeps busy on average. The browser suites mostly wait (on
   * page loads, the server, their own polling); stages start while the running ones add up to
   * the budget below.
   */
  load: number;
  /**
   * Runs at a low CPU priority (scripts/low-priority.ts) from the start, outside the
   * budget (its load is 0): it takes only the cores the other stages leave idle, so it never
   * slows them.
   */
  background?: true;
};

// Among stages that are ready, the first listed starts first: the journeys are the longest
// chain, so they start as soon as the app is built. The journeys keep about 1.4 of two cores
// busy (they wait on pages, servers and timers); the checks that nobody waits on fill the rest
// in the background, at a low priority, so they cost the journeys little.
const STAGES: Stage[] = [
  { name: 'build', command: 'npm run build', load: 0.5 },
  { name: 'build:storybook', command: 'npm run build:storybook', load: 0.5 },
  { name: 'e2e', command: 'npm run test:e2e', needs: ['build'], load: 1.5 },
  // Every story (render, play function, axe) and the screenshots, in one Playwright run that
  // keeps one Storybook preview per worker.
  { name: 'storybook', command: 'npm run test:storybook', needs: ['build:storybook'], load: 1.5 },
  // The suites that assert on the clock with real processes (vitest.config.ts), at full
  // priority but after the journeys, beside the stories: both mostly wait.
  { name: 'unit:timed', command: 'vitest run --project timed', needs: ['e2e'], load: 0.5 },
  // In the background a test can wait for a core while the journeys keep both busy: the unit
  // project's own timeouts (vitest.config.ts, four times the timed project's) still end a test
  // that hangs.
  {
    name: 'unit',
    command: 'vitest run --project unit --coverage',
    load: 0,
    background: true,
  },
  { name: 'typecheck', command: 'npm run typecheck', load: 0, background: true },
  { name: 'lint', command: 'npm run lint', load: 0, background: true },
  { name: 'dead', command: 'npm run test:dead', load: 0, background: true },
  { name: 'size', command: 'npm run test:size', needs: ['build'], load: 0, background: true },
];

// One core's worth of load per core by default, so the three long suites run one after another
// with only the short checks beside them: on two cores the unit suite beside the journeys took
// three times as long as alone and slowed the journeys too (TEST_LOAD_PER_CORE=2 packs stages
// twice as densely where there are cores to spare).
const BUDGET =
  (Number(process.env.TEST_LOAD_PER_CORE) || 1) * (Number(process.env.TEST_CORES) || cpus().length);

type Result = { stage: Stage; ok: boolean; ms: number; cpu?: number; output: string };

const started = Date.now();
const results = new Map<string, Result>();
const running = new Map<string, Promise<Result>>();
let failed: Result | undefined;

// Process groups of the running stages: Ctrl-C or a CI timeout ends them with npm test.
const groups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const pid of groups) {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(1);
  });
}

/** The lines vitest, Playwright, tsc and Biome print for a failing test, file or check. */
const FAILURE_LINE = /(^|\s)(FAIL|✘|×|✗)\s|\berror\b|Error:|Unhandled|\d+ failed/;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function run(stage: Stage): Promise<Result> {
  const begin = Date.now();
  console.log(`[${clock(begin - started)}] start ${stage.name}: ${stage.command}`);
  const priority = stage.background
    ? lowPriority(stage.command, `webreg-${stage.name}`)
    : { command: stage.command, remove: () => {} };
  const account = cpuAccount(`webreg-cpu-${stage.name}-${process.pid}`);
  return new Promise((resolve) => {
    const child = spawn(account.prefix + priority.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping npm test stops the stage's whole tree (below).
      detached: true,
      // Colours would be lost in a pipe anyway; keep the stored output plain.
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    groups.add(child.pid ?? 0);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      output += text;
    });
    child.on('close', (code) => {
      groups.delete(child.pid ?? 0);
      priority.remove();
      const cpu = account.seconds();
      account.remove();
      const result = { stage, ok: code === 0, ms: Date.now() - begin, cpu, output };
      console.log(
        `\n[${clock(Date.now() - started)}] ${result.ok ? 'passed' : 'FAILED'} ${stage.name} ` +
          `in ${seconds(result.ms)}\n${'-'.repeat(72)}\n${output.trimEnd()}\n${'-'.repeat(72)}`,
      );
      resolve(result);
    });
  });
}

const runningLoad = () =>
  [...running.keys()].reduce(
    (sum, name) => sum + (STAGES.find((s) => s.name === name)?.load ?? 0),
    0,
  );

function ready(stage: Stage) {
  if (results.has(stage.name) || running.has(stage.name)) return false;
  if (!(stage.needs ?? []).every((need) => results.get(need)?.ok)) return false;
  if (stage.background) return true;
  // A stage heavier than the whole budget still runs, alone (or beside background stages).
  return runningLoad() === 0 || runningLoad() + stage.load <= BUDGET;
}

while (!failed && results.size < STAGES.length) {
  for (const stage of STAGES) {
    if (ready(stage)) running.set(stage.name, run(stage));
  }
  if (running.size === 0) break;
  const result = await Promise.race(running.values());
  running.delete(result.stage.name);
  results.set(result.stage.name, result);
  if (!result.ok) failed = result;
}
// A failure stops new stages; the ones already running finish, so their output is complete.
for (const result of await Promise.all(running.values())) results.set(result.stage.name, result);

const total = Date.now() - started;
console.log('\nstage             time       CPU');
for (const stage of STAGES) {
  const result = results.get(stage.name);
  const status = !result
    ? 'not run'
    : result.ok
      ? seconds(result.ms)
      : `FAILED after ${seconds(result.ms)}`;
  const cpu = result?.cpu === undefined ? '' : seconds(result.cpu * 1000);
  console.log(`${stage.name.padEnd(17)} ${status.padEnd(10)} ${cpu}`);
}
const cpuTotal = [...results.values()].reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(
  `${'total'.padEnd(17)} ${seconds(total)} (${clock(total)})` +
    (cpuTotal ? `, ${seconds(cpuTotal * 1000)} CPU on ${cpus().length} cores` : ''),
);
if (failed) {
  // A CI log may keep only its last lines: name what failed here, below the table, as well.
  const lines = failed.output.trimEnd().split('\n');
  const named = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, 30);
  console.error(
    `\nnpm test failed: ${failed.stage.name} (its whole output is above)\n` +
      `what it named as failing:\n${named.join('\n') || '(nothing)'}\n` +
      `its last lines:\n${lines.slice(-30).join('\n')}`,
  );
  process.exit(1);
}
