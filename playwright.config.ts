import { defineConfig, devices } from '@playwright/test';
import type { LayoutType } from './flows/rules/domain';
import { chromiumArgs, chromiumExecutablePath } from './tests/support/chromium';

export default defineConfig<{ layoutType: LayoutType }>({
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
    // A failure leaves a screenshot and a trace under test-results/.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      // Every journey again at 375 px in the compact layout the native apps embed.
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        viewport: { width: 375, height: 740 },
        layoutType: 'compact',
      },
    },
  ],
});
