// Debian's Chromium, never a downloaded browser. The flags keep it quiet on a closed network.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
