import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './app/compile-messages';

/**
 * The suites that time real processes (servers, nginx, Redis, PostgreSQL going away) and assert
 * on the clock: readiness within 2 s, a drain within 5 s, fair hashing slots. `npm test` runs
 * them at full priority; the rest of the unit suite fills the cores the journeys leave idle, at
 * the lowest priority (scripts/run-tests.ts), where a test may wait seconds for a core.
 */
const TIMED = [
  'server/tests/cluster.test.ts',
  'server/tests/concurrent-starts.test.ts',
  'server/tests/dependency-faults.test.ts',
  'server/tests/http-server.test.ts',
  'server/tests/password-flood.test.ts',
  'server/http/drain.test.ts',
  'server/process-guard.test.ts',
];

// Unit tests sit beside the code they test. Browser journeys live in tests/e2e (Playwright).
export default defineConfig({
  // The catalogues are compiled as the browser gets them, so tests read what a family sees.
  plugins: [compileMessages()],
  test: {
    environment: 'node',
    pool: 'threads',
    // At least two: vitest's default (cores - 1) is one worker on two cores, which left a core
    // idle for most of the suite (2 min 26 s against 3 min 31 s alone, measured the same day).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Starting a PGlite or a server takes a few seconds of a core; on two cores shared with the
    // browser suites a test that does it once outlasts vitest's 5 s default.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One module graph per worker instead of one per file: the suites share no state through
    // modules (they pass with shuffled file order), and re-importing per file cost 50 s of 135.
    isolate: false,
    // One migrated PGlite for the run; each suite's database opens from its dump.
    globalSetup: ['server/db/test-template.ts'],
    // `vitest run` runs both; `--project` one of them.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{vocabulary,design-system,flows,server,app,scripts,tests/unit}/**/*.test.{ts,tsx}',
          ],
          exclude: TIMED,
          // `npm test` runs this project at the lowest priority beside the journeys, where a
          // start of PGlite or a server can wait minutes for a core on a slower machine (CI's
          // took 90 s for the add-a-step type check). Its files set no timeouts of their own:
          // one limit for the project, set here, since a project's own timeouts are not the
          // command line's (--hookTimeout reached only the root).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      { extends: true, test: { name: 'timed', include: TIMED } },
    ],
    // The flow core is pure TypeScript: its rules must stay covered (90% of lines).
    coverage: {
      provider: 'v8',
      include: ['flows/{model,steps,rules,services,actions}/**/*.ts'],
      exclude: ['**/*.test.ts', '**/test-*.ts'],
      thresholds: { lines: 90 },
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
    },
  },
});
