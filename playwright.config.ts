import { defineConfig, devices } from '@playwright/test';
import { VARIANT } from './tests/e2e/variant';
import { chromiumArgs, headlessShellPath } from './tests/support/chromium';
import type { LayoutType } from './vocabulary/domain';

export default defineConfig<{ layoutType: LayoutType; database: 'pglite' | 'postgres' }>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Two by default: three timed out on the password step (scrypt) while npm test ran the
  // unit and story stages beside the journeys on a loaded machine. E2E_WORKERS tries others.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: two shared cores run the server, the browser and the other workers at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // A failure leaves a screenshot under test-results/. Traces record every action with DOM
    // snapshots and a screencast, which cost a fifth of the journeys' time on two cores:
    // E2E_TRACE=1 turns them on to study a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      // At 375 px in the compact layout the native apps embed: each role's path through its
      // pages (parent, teen, invited child, approver, inside both apps), every way to fund, the
      // identity checks, login, the slow phone, Back and Forward, and double presses, on
      // PostgreSQL. Desktop only: the journeys about what no layout changes, whose pages the
      // path journeys pass at 375 px or whose states Storybook shoots there: the calls and
      // rules behind a page (phone and code details, late code, toggles, promo codes, the
      // waitlist, telemetry, sessions ended elsewhere, hand-offs, resets, time zones), those
      // that set their own viewports or none (smoke, layout, the SDK boundary test, the dev
      // server, the container), those about the browser rather than the page (reloads, the
      // error boundary, its language), and money and input details (Plaid, typed inputs,
      // expiry); and, in the files it runs, the variants of a path (VARIANT in
      // tests/e2e/variant.ts: another answer, a toggle, a timer, a reload). Every journey at
      // both sizes took the suite over its 10 minutes on two cores.
      testIgnore: [
        'smoke',
        'layout',
        'braintree-boundary',
        'drafts-reload',
        'platform-error-boundary',
        'money-plaid',
        'inputs-as-typed',
        'session-expiry',
        'dev-server',
        'container-entry',
        'phone-step',
        'code-step',
        'new-parent',
        'step-transitions',
        'register-toggles',
        'register-credit-waitlist',
        'platform-promo-code',
        'platform-telemetry',
        'platform-user-load',
        'session-invalidated',
        'session-lta-redirect',
        'session-next-gen-address',
        'session-reset-password',
        'outside-us',
        'languages',
      ].map((name) => `${name}.spec.ts`),
      grepInvert: new RegExp(VARIANT.tag),
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        viewport: { width: 375, height: 740 },
        layoutType: 'compact',
        // Its servers run on PostgreSQL when the run has one (TEST_DATABASE_URL, which .ci/run
        // sets), so every journey of this project also proves the server on PostgreSQL; the
        // desktop project keeps the embedded PGlite a newcomer's `npm start` uses.
        database: 'postgres',
      },
    },
  ],
});
