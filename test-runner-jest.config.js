// The Storybook test runner's Jest config (as `test-storybook --eject` writes it), changed to
// launch Debian's Chromium: nothing here may download a browser.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default {
  ...base,
  // Room for the slowest stories on a loaded machine: typing re-renders the story, and each
  // render runs the axe check again before .storybook/test-runner.ts lets the next one start.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: [
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
