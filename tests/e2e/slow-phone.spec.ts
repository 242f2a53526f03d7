import type { Page } from '@playwright/test';
import type { LayoutType } from '../../vocabulary/domain';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { expect, test } from './fixtures';
import { continueButton, enterPhone, startNewParent } from './journey-steps';

// A slow phone: every script the page asks for before `fast()` arrives 3 s late, so the
// prerendered phone step is on screen, typed into and pressed long before the app can act.
// Scripts asked for later come at once, which keeps the journey short.
async function delayScripts(page: Page, ms = 3000): Promise<() => void> {
  let slow = true;
  await page.route('**/assets/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => {
    slow = false;
  };
}

// Each journey runs once, where it matters (the journeys are the longest test stage): a press
// and its calls on desktop, the phone's own pages (the apps' entry, a reload) at 375 px.
const runsIn = (wanted: LayoutType, layoutType: LayoutType) =>
  test.skip(layoutType !== wanted, `runs in the ${wanted} layout's project`);

const LANDING =
  'gclid=ad-click-1&utm_source=newsletter&testTracer=slow-phone&toggles=enableCorePriceChange';

// The web on desktop, the Android app at 375 px in its compact layout.
for (const [where, entry, layout] of [
  ['on the web', '', 'default'],
  ['inside the Android app', 'appOs=android&appVersion=9.1&', 'compact'],
] as const) {
  test(`Continue pressed before the script has run reaches the role step with the number and the address kept, ${where}`, async ({
    page,
    layoutType,
  }) => {
    runsIn(layout, layoutType);
    const fast = await delayScripts(page);
    // As soon as the page arrives: its load event waits for the late scripts.
    const compact = layoutType === 'compact' ? 'layoutType=compact&' : '';
    await page.goto(`/?${compact}${entry}${LANDING}`, { waitUntil: 'commit' });
    const search = new URL(page.url()).search;
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('2025550301');
    await page.getByRole('button', { name: 'Continue' }).click();
    fast();
    // The press shows at once that it is under way, before the app has run.
    await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible({
      timeout: 15_000,
    });
    expect(new URL(page.url()).search).toBe(search);
    await page.getByRole('button', { name: /^Back/ }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '(202) 555-0301',
    );
  });
}

test("Continue on an empty or short code is the page's own error, never a call", async ({
  page,
  layoutType,
  open,
}) => {
  runsIn('default', layoutType);
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (/\/confirm\b/.test(request.url())) confirms.push(request.postData() ?? '');
  });
  await open('/');
  await enterPhone(page, '2025550302');
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Enter your code' });
  for (const typed of ['', '123']) {
    await code.fill(typed);
    await continueButton(page).click();
    await expect(code).toHaveAccessibleDescription(/Enter the 6-digit code we sent you/);
  }
  expect(confirms).toEqual([]);
});

test('offline, Continue says the connection is the cause and that nothing was lost; back online it goes on', async ({
  page,
  layoutType,
  open,
}) => {
  runsIn('default', layoutType);
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('2025550305');
  // The phone step's code has come (it is fetched on the first key): only the call fails.
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await continueButton(page).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "We couldn't reach Harbor. Check your internet connection and try again. Nothing you entered has been lost.",
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(202) 555-0305');
  await page.context().setOffline(false);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
});

// Offline before the phone step's code has come (its preload, on the first key, failed too):
// the press's chunk load is the call that got no answer, so it says what a failed call says.
// At both sizes: the press on desktop, a phone's flaky network at 375 px.
test("offline before the phone step's code has loaded, Continue says the connection is the cause; back online it goes on", async ({
  page,
  open,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/phone-actions-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  // The failure is the page's message, not an error nobody handled.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.context().setOffline(true);
  const number = page.getByRole('textbox', { name: 'Mobile number' });
  await number.fill('2025550308');
  await continueButton(page).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    ERROR_MESSAGES.connection,
  );
  // The press is over: its button is no longer busy, and a press can follow.
  await expect(continueButton(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(number).toHaveValue('(202) 555-0308');
  expect(chunks.length).toBeGreaterThan(0);
  expect(uncaught).toEqual([]);
  await page.context().setOffline(false);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await page.getByRole('button', { name: /^Back/ }).click();
  await expect(number).toHaveValue('(202) 555-0308');
});

test("a reload mid-sign-up on a slow phone paints a neutral page, never the phone step, then the family's step", async ({
  page,
  layoutType,
  open,
}) => {
  runsIn('compact', layoutType);
  await open('/');
  await enterPhone(page, '2025550306');
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  const fast = await delayScripts(page);
  await page.reload({ waitUntil: 'commit' });
  // The neutral page is drawn by the stylesheet over the prerendered markup (no script yet).
  const neutral = () =>
    page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? getComputedStyle(main, '::before').content : '';
    });
  await expect.poll(neutral).toBe('"Just a moment…"');
  expect(await page.getByRole('heading', { name: "Let's get started" }).isVisible()).toBe(false);
  expect(await page.getByRole('textbox', { name: 'Mobile number' }).isVisible()).toBe(false);
  fast();
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible({
    timeout: 15_000,
  });
  expect(await neutral()).toBe('none');
});

test('on a slow network the email page is busy from the press, while the email is still being checked', async ({
  page,
  layoutType,
  open,
  request,
}) => {
  runsIn('default', layoutType);
  await open('/');
  await startNewParent(page, request, '2025550307');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  // The email check answers only when the test says so: a network as slow as it likes.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/v1/valid-email*', async (route) => {
    await held;
    await route.continue();
  });
  const checking = page.waitForRequest('**/api/v1/valid-email*');
  await page.getByRole('textbox', { name: 'Email address' }).fill('slow.0307@example.com');
  await continueButton(page).click();
  await checking;
  await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
  answer();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
});
