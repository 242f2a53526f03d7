import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { LayoutType } from '../../flows/rules/domain';
import { copyDatabaseTemplate, TEMPLATE_ENV } from '../support/database-template';
import { leaksIn, secretsOfRequest } from '../support/leaks';
import { type RunningServer, startServer } from '../support/server';

// Where the page reports to analytics and monitoring: the own server's endpoints, or any host
// other than the app's own (Segment, the monitoring intake).
const TELEMETRY_PATHS = /^\/api\/(track-custom-event|identify-users|personas-)/;

type Fixtures = {
  /**
   * Every journey, automatically: no value the page sent under a sensitive name (spec section
   * 3, every token and password, the reset link's token) may reach analytics, monitoring or
   * the server's log.
   */
  leakGuard: undefined;
  /**
   * Every journey, automatically: the screen it ends on (success, error or stop) has no WCAG
   * 2.1 A or AA violation axe can find, in the assembled app rather than a story.
   */
  accessibleEnd: undefined;
  /** page.goto in this project's layout: the phone project runs every journey compact. */
  open: (path: string) => Promise<void>;
};
type WorkerFixtures = {
  server: RunningServer;
  layoutType: LayoutType;
  /** Extra environment for this file's server (test.use), e.g. analytics and monitoring keys. */
  serverEnv: Record<string, string>;
};

let clients = 0;

/** The provider's home page in tests: a host the browser never reaches (tests route it). */
export const PROVIDER_HOME_URL = 'https://provider.example/';

/** Each worker runs its own real server process; tests get its base URL. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  layoutType: ['default', { option: true, scope: 'worker' }],
  serverEnv: [{}, { option: true, scope: 'worker' }],
  server: [
    async ({ serverEnv }, use) => {
      // Each test is its own client (its own X-Forwarded-For, below), as people are: the
      // per-IP limits on texts and logins would otherwise add up across a worker's journeys.
      // A copy of the run's migrated, seeded database (global-setup.ts), when there is one.
      const template = process.env[TEMPLATE_ENV];
      const data = template ? copyDatabaseTemplate(template) : undefined;
      const server = await startServer({
        PROVIDER_HOME_URL,
        TRUST_PROXY: 'loopback',
        ...(data ? { DATA_DIR: data.dir } : {}),
        ...serverEnv,
      });
      await use(server);
      await server.stop();
      data?.remove();
    },
    // Starting the server (PGlite, migrations) can take a while on two busy cores.
    { scope: 'worker', timeout: 90_000 },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clients += 1;
    const ip = `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  leakGuard: [
    async ({ page, server }, use) => {
      const appOrigin = new URL(server.url).origin;
      const secrets = new Set<string>();
      const telemetry: string[] = [];
      const logStart = server.output().length;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        const body = request.postData();
        if (url.origin !== appOrigin || TELEMETRY_PATHS.test(url.pathname)) {
          telemetry.push(`${request.url()}\n${body ?? ''}`);
          return;
        }
        for (const secret of secretsOfRequest(request.url(), body)) secrets.add(secret);
      });
      await use(undefined);
      expect(leaksIn(telemetry.join('\n'), secrets), 'sent to analytics or monitoring').toEqual([]);
      expect(leaksIn(server.output().slice(logStart), secrets), 'in the server log').toEqual([]);
    },
    { auto: true },
  ],
  accessibleEnd: [
    async ({ page, server }, use, testInfo) => {
      await use(undefined);
      // A failed test already says what went wrong; a page elsewhere (the provider's home,
      // the next-gen onboarding) is not ours to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (new URL(page.url()).origin !== new URL(server.url).origin) return;
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
        `axe on ${new URL(page.url()).pathname}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
  open: async ({ page, layoutType }, use) => {
    await use(async (path) => {
      const url = new URL(path, 'http://webreg.invalid');
      if (layoutType === 'compact' && !url.searchParams.has('layoutType')) {
        url.searchParams.set('layoutType', 'compact');
      }
      await page.goto(`${url.pathname}${url.search}${url.hash}`);
    });
  },
});

export { expect };
