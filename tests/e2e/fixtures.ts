import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { LayoutType } from '../../vocabulary/domain';
import {
  copyDatabaseTemplate,
  copyPostgresTemplate,
  E2E_SCRYPT,
  PG_TEMPLATE_ENV,
  TEMPLATE_ENV,
} from '../support/database-template';
import { leaksIn, secretsOfRequest } from '../support/leaks';
import { type RunningServer, startServer } from '../support/server';
import { seedParentAtIdentity } from './seeded-parent';

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
  /** Extra environment for this file's server (test.use), e.g. analytics and monitoring keys. */
  serverEnv: Record<string, string>;
  /** The worker's real server process for this test's serverEnv; tests get its base URL. */
  server: RunningServer;
  /**
   * Before the first open(): the page opens on a new parent at the identity group, reached
   * through the API instead of nine pages (seeded-parent.ts).
   */
  parentAtIdentity: (digits: string) => Promise<void>;
};
type WorkerFixtures = {
  /** The database the worker's servers run on: PostgreSQL only when TEST_DATABASE_URL is set. */
  database: 'pglite' | 'postgres';
  servers: ServerPool;
  layoutType: LayoutType;
};

/**
 * The worker's servers, one per environment, each started on first use. A file with its own
 * environment (toggles, SDK keys) used to be a worker option, so Playwright ended the worker,
 * its browser and its server and started new ones for it and again after it: 14 restarts of
 * 6 to 40 s each in a run of 116 journeys. Now the worker keeps its browser and its plain
 * server, and holds at most one other server, stopped when another environment comes.
 */
type ServerPool = { get: (env: Record<string, string>) => Promise<RunningServer> };

let clients = 0;

/** The provider's home page in tests: a host the browser never reaches (tests route it). */
export const PROVIDER_HOME_URL = 'https://provider.example/';

/** The journeys' servers on PostgreSQL share this key (a test value, at the minimum length). */
const E2E_JWT_SECRET = 'e2e-only-jwt-secret-not-for-any-deployment';

/** Each worker runs its own real server processes (ServerPool); tests get one's base URL. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  layoutType: ['default', { option: true, scope: 'worker' }],
  database: ['pglite', { option: true, scope: 'worker' }],
  servers: [
    async ({ database }, use) => {
      type Started = { env: string; server: Promise<RunningServer>; stop: () => Promise<void> };
      const started: Started[] = [];
      const start = (env: Record<string, string>): Started => {
        // A copy of the run's migrated, seeded database (global-setup.ts): on PostgreSQL for
        // the projects that ask for it when the run has a server, else PGlite.
        const url = process.env.TEST_DATABASE_URL;
        const pgTemplate = process.env[PG_TEMPLATE_ENV];
        const onPostgres = database === 'postgres' && url && pgTemplate;
        const template = process.env[TEMPLATE_ENV];
        const data = !onPostgres && template ? copyDatabaseTemplate(template) : undefined;
        const pgData = onPostgres ? copyPostgresTemplate(url, pgTemplate) : undefined;
        const server = (async () =>
          startServer({
            PROVIDER_HOME_URL,
            TRUST_PROXY: 'loopback',
            SCRYPT_N: String(E2E_SCRYPT.N),
            ...(data ? { DATA_DIR: data.dir } : {}),
            // Instances sharing a database share one key (server/config.ts insists).
            ...(pgData ? { DATABASE_URL: (await pgData).url, JWT_SECRET: E2E_JWT_SECRET } : {}),
            ...env,
          }))();
        return {
          env: JSON.stringify(env),
          server,
          stop: async () => {
            await (await server.catch(() => undefined))?.stop();
            data?.remove();
            await (await pgData?.catch(() => undefined))?.remove();
          },
        };
      };
      await use({
        get: (env) => {
          const key = JSON.stringify(env);
          let entry = started.find((candidate) => candidate.env === key);
          if (!entry) {
            // The plain server stays; another environment's server gives way to the next.
            const other = started.findIndex((candidate) => candidate.env !== '{}');
            if (key !== '{}' && other >= 0) void started.splice(other, 1)[0]?.stop();
            entry = start(env);
            started.push(entry);
          }
          return entry.server;
        },
      });
      await Promise.all(started.map((entry) => entry.stop()));
    },
    { scope: 'worker' },
  ],
  serverEnv: [{}, { option: true }],
  server: [
    async ({ servers, serverEnv }, use) => {
      await use(await servers.get(serverEnv));
    },
    // Starting a server (PGlite, migrations) can take a while on two busy cores.
    { timeout: 90_000 },
  ],
  // Each test is its own client (its own X-Forwarded-For), as people are: the per-IP limits on
  // texts and logins would otherwise add up across a worker's journeys.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clients += 1;
    const ip = `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  parentAtIdentity: async ({ page, request, server, extraHTTPHeaders }, use) => {
    await use((digits) =>
      seedParentAtIdentity(
        { page, request, baseURL: server.url, headers: { ...extraHTTPHeaders } },
        digits,
      ),
    );
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
      // The screen as it rests: a button still fading in fails contrast for a frame or two.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      );
      // Legacy mode runs axe in the page itself. The default opens a blank page for every
      // check to gather cross-origin frames' results: four times the cost (700 ms against
      // 160 ms per check on this machine) for frames that are the providers' (Plaid,
      // Braintree), not ours to fix. Same-origin frames are still checked.
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
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
