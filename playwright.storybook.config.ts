import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath, headlessShellPath } from './tests/support/chromium';

// The built Storybook in Chromium, one preview page per worker (tests/support/storybook-preview):
// every story tested (render, play function, axe), and screenshots of stories compared with
// committed baselines. Baselines are made on this machine type (Debian Chromium, the shipped
// Inter font), so two runs agree pixel for pixel.
// Same rasterisation everywhere: no GPU, fixed colour profile, no LCD text antialiasing.
const storybookChromiumArgs = [
  ...chromiumArgs,
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--font-render-hinting=none',
];

export default defineConfig<{ storybookTestEnvironment: boolean }>({
  outputDir: 'test-results/storybook',
  snapshotPathTemplate: 'tests/visual/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: [['dot']],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  projects: [
    {
      name: 'stories',
      testDir: 'tests/stories',
      // No pixels are compared here: the journeys' headless shell renders the stories for an
      // eighth less CPU than the full browser the screenshots need.
      use: {
        storybookTestEnvironment: true,
        launchOptions: { executablePath: headlessShellPath, args: storybookChromiumArgs },
      },
    },
    { name: 'visual', testDir: 'tests/visual' },
  ],
  use: {
    deviceScaleFactor: 1,
    // A failing shot leaves its actual, expected and diff images; traces of these long pages
    // cost more than they tell (E2E_TRACE=1 turns them on).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumExecutablePath, args: storybookChromiumArgs },
  },
});
