import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test. Browser journeys live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{vocabulary,design-system,flows,server,app,scripts,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // One module graph per worker instead of one per file: the suites share no state through
    // modules (they pass with shuffled file order), and re-importing per file cost 50 s of 135.
    isolate: false,
    // One migrated PGlite for the run; each suite's database opens from its dump.
    globalSetup: ['server/db/test-template.ts'],
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
