import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server';

/** Each worker runs its own real server process; tests get its base URL. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    // Starting the server (PGlite, migrations) can take a while on two busy cores.
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect } from '@playwright/test';
