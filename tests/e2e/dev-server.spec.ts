import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { copyDatabaseTemplate, E2E_SCRYPT, TEMPLATE_ENV } from '../support/database-template';
import { startNewParent } from './journey-steps';

// `npm run dev` as a newcomer runs it: Vite with hot reload in front of the real server and its
// sandbox. The page renders without a hydration complaint, and the phone step's calls, the
// texted code (the sandbox's outbox) and the code's check reach the server through Vite.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

// One dev server for the file's tests: in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let dev: ChildProcess | undefined;
let output = '';
let data: { dir: string; remove: () => void } | undefined;
let pageUrl = '';

test.beforeAll(async () => {
  const template = process.env[TEMPLATE_ENV];
  data = template ? copyDatabaseTemplate(template) : undefined;
  const [port, apiPort] = [await freePort(), await freePort()];
  dev = spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      PORT: String(port),
      DEV_API_PORT: String(apiPort),
      SCRYPT_N: String(E2E_SCRYPT.N),
      ...(data ? { DATA_DIR: data.dir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, Vite and tsx watch's server all stop together.
    detached: true,
  });
  const ready = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server not up:\n${output}`)), 50_000);
      const check = (text: string) => {
        output += text;
        if (pattern.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev?.stdout?.setEncoding('utf8').on('data', check);
      dev?.stderr?.setEncoding('utf8').on('data', check);
    });
  // Both halves: Vite's page and the server behind it.
  await ready(/"dev listening"[\s\S]*"listening"|"listening"[\s\S]*"dev listening"/);
  pageUrl = `http://localhost:${port}/`;
});

test.afterAll(async () => {
  if (dev?.pid) {
    const exited = new Promise((resolve) => dev?.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  data?.remove();
});

test('npm run dev serves a new parent from the phone step past the code', async ({
  page,
  playwright,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      complaints.push(message.text());
    }
  });
  const request = await playwright.request.newContext({ baseURL: pageUrl });
  await page.goto(pageUrl);
  await startNewParent(page, request, '5555550177');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  expect(complaints).toEqual([]);
  await request.dispose();
});

test('npm run dev serves a Spanish browser the phone step in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  await page.goto(pageUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empecemos');
  await expect(page.getByRole('textbox', { name: 'Número de celular' })).toBeVisible();
  await context.close();
});
