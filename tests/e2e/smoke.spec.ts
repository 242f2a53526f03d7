import { expect, PROVIDER_HOME_URL, test } from './fixtures';
import { stepPageChunk } from './step-chunks';

test('the shell serves the prerendered phone step and it works once hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');

  await expect(page.getByRole('heading', { level: 1, name: "Let's get started" })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await expect(phone).toHaveAttribute('inputmode', 'tel');

  // Typing formats only once React has hydrated the prerendered markup.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('(555) 123-4567');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expect(errors, 'no hydration mismatch or script error').toEqual([]);
});

test('the first screen is in the HTML before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL!);
  await expect(page.getByRole('heading', { name: "Let's get started" })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await context.close();
});

test('client routes fall back to the shell; hashed assets are cached for a year', async ({
  page,
  request,
}) => {
  for (const path of ['/reset-password/parent/42/abc', '/lta-redirect?role=parent']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  }
  expect((await request.get('/no-such-page')).status()).toBe(404);

  const assets: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/')) assets.push(r.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Let's get started" })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const cacheControl of assets) expect(cacheControl).toContain('immutable');
});

test('the first screen paints without waiting on a stylesheet, and text comes compressed once', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requests: string[] = [];
  const encodings = new Map<string, { encoding: string; bytes: number }>();
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const headers = response.headers();
    encodings.set(pathname, {
      encoding: headers['content-encoding'] ?? 'identity',
      bytes: Number(headers['content-length'] ?? Number.NaN),
    });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-encoding']).toBe('br');
  expect(response?.headers().vary).toContain('Accept-Encoding');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // The styles are in the page (allowed by their hash: no CSP error) and applied.
  expect(requests.filter((path) => path.endsWith('.css'))).toEqual([]);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The font is asked for by the page itself, not once the stylesheet has been read.
  const font = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(font).toMatch(/^\/assets\/.+\.woff2$/);
  expect(requests).toContain(font);
  // Every script came as the build's brotli copy, but for a few bytes that brotli cannot shrink.
  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.filter(([, sent]) => sent.encoding === 'br').length).toBeGreaterThan(3);
  for (const [path, sent] of scripts) {
    if (sent.encoding !== 'br') expect(sent.bytes, `${path} sent as it is`).toBeLessThan(200);
  }
  expect(errors).toEqual([]);
});

test('the page asks for its scripts after painting, and for the next steps once the person starts', async ({
  page,
  request,
}) => {
  // The page itself names one script, the boot script, which asks for the app's after the
  // first frame (scripts/prerender.ts); nothing is preloaded ahead of the paint but the font.
  // Inline, only the small handler that holds a press made before the app runs.
  const html = await (await request.get('/')).text();
  expect(html.match(/<script[^>]*>/g)).toEqual([
    '<script>',
    expect.stringMatching(/^<script type="module" src="\/assets\/boot-[^"]+\.js">$/),
  ]);
  expect(html).not.toContain('modulepreload');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // Looked at, not used: none of the next steps' code is fetched.
  await page.waitForTimeout(1000);
  const nextSteps = [stepPageChunk('confirm-role'), stepPageChunk('login')];
  const stepCode = (paths: string[]) => paths.filter((path) => nextSteps.includes(path));
  expect(stepCode(requests)).toEqual([]);
  // The first key brings it.
  await page.getByRole('textbox', { name: 'Mobile number' }).pressSequentially('5');
  await expect.poll(() => stepCode(requests).length).toBe(2);
});

test('outside production the page is kept out of search engines and knows its deployment', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The prerendered first step's own title (its heading and the product), before any script.
  await expect(page).toHaveTitle("Let's get started – Harbor");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const config = JSON.parse(
    (await page.locator('meta[name="webreg-config"]').getAttribute('content')) ?? '{}',
  );
  expect(config).toEqual({ appEnv: 'dev', providerHomeUrl: PROVIDER_HOME_URL });
});

test('/healthz answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('inside the native apps the compact first screen is served and hydrates cleanly', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`${baseURL}/?appOs=ios&appVersion=7.2.0`);
  // Before any script: no site header or footer, the app draws its own chrome.
  await expect(bare.getByRole('heading', { name: "Let's get started" })).toBeVisible();
  await expect(bare.getByRole('banner')).toHaveCount(0);
  await context.close();

  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseURL}/?appOs=android&appVersion=5.1`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.close();
});
