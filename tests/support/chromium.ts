import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser. The flags keep it quiet on a closed network.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's chromium-headless-shell, the old headless Chromium that
 * Playwright itself runs for headless tests (its default download). It drives the same engine
 * without the full browser's window and compositing work: the journeys took about a third less
 * CPU. The story checks run on it too; the screenshots stay on the full browser, whose pixels
 * their baselines hold. Without the package both run on the full browser.
 */
export const headlessShellPath =
  [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find(
    (path) => path && existsSync(path),
  ) ?? chromiumExecutablePath;

export const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // One renderer per page instead of one per site: the pages under test are same-origin apart
  // from the providers' test frames, and each extra process costs a share of two cores.
  '--disable-features=IsolateOrigins,site-per-process',
  '--disable-site-isolation-trials',
];
