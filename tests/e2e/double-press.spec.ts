import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { continueButton, e164, fillAboutYou, fillLegalName } from './journey-steps';
import { latestCode } from './outbox';

// The calls a press makes on the way from the phone step to the plan.
const PRESS_CALLS = [
  '/api/v1/phone-check',
  '/api/v1/phone-verification/confirm',
  '/api/v1/valid-email',
  '/api/v1/registration/answer',
];

/**
 * A network as slow as the journey likes: the presses' calls are counted, and while held they
 * wait for release(), so a second press lands while the first is still under way.
 */
async function slowNetwork(page: Page) {
  const calls: string[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  await page.route(
    (url) => PRESS_CALLS.includes(url.pathname),
    async (route) => {
      calls.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    },
  );
  return {
    /** How many times the page called `path` since the last count. */
    count: (path: string) => {
      const times = calls.filter((call) => call === path).length;
      calls.length = 0;
      return times;
    },
    /** From here the calls wait, and are counted afresh (a check while typing is not the press's). */
    hold: () => {
      calls.length = 0;
      held = new Promise((resolve) => {
        release = () => {
          held = undefined;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

/** The middle of the step's Continue, where a person taps it. */
async function continueSpot(page: Page) {
  const box = await continueButton(page).boundingBox();
  if (!box) throw new Error('no Continue on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The second click of a double click, at `spot`: the browser counts it as the run's second
 * (its detail is 2), wherever the page under it came from.
 */
async function secondClick(page: Page, spot: { x: number; y: number }) {
  await page.mouse.move(spot.x, spot.y);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/** Whether the page's Continue shows the press under way when the next frame paints. */
async function busyAtNextFrame(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() => {
    const found = window as unknown as { busyAtNextFrame?: string | null };
    delete found.busyAtNextFrame;
    window.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          found.busyAtNextFrame = document
            .querySelector('[data-slot="button"][type="submit"]')
            ?.getAttribute('aria-busy');
        }),
      { once: true },
    );
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { busyAtNextFrame?: string | null }).busyAtNextFrame ?? null,
    );
}

// A finger's double tap is the same run of clicks when the browser counts taps (Chromium does),
// and otherwise by time and place (flows/shell/press-gate.test.ts): the journey clicks, so
// that no wait on a loaded machine decides whether two taps were a double tap.
test('a double press acts once: the second does nothing while the first is busy, nor on the page the first brings', async ({
  page,
  open,
  request,
  layoutType,
}) => {
  const digits = layoutType === 'compact' ? '2025550361' : '2025550360';
  const network = await slowNetwork(page);
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  // The phone step's code has come (it is fetched on the first key).
  await page.waitForLoadState('networkidle');

  // Phone: the second click of a double click, at the same spot once the role page is there,
  // falls on "I'm a teen" (at both sizes): it must not choose for the family.
  const phoneContinue = await continueSpot(page);
  await page.mouse.click(phoneContinue.x, phoneContinue.y);
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await secondClick(page, phoneContinue);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(network.count('/api/v1/phone-check')).toBe(1);

  // Role: where the layouts line up (as at 375 px when the issue was filed), the second click
  // of a double click lands on the code page's Continue. The new page takes no press that
  // began on the page before: no empty code is refused, nothing is confirmed.
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await secondClick(page, await continueSpot(page));
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  await expect(
    page.getByRole('textbox', { name: 'Enter your code' }),
  ).not.toHaveAccessibleDescription(/6-digit code/);

  // Code: busy from the press, in the next frame; the second click while busy does nothing.
  await page
    .getByRole('textbox', { name: 'Enter your code' })
    .fill(await latestCode(request, e164(digits)));
  network.hold();
  const codeBusy = await busyAtNextFrame(page);
  await continueButton(page).dblclick();
  await expect.poll(codeBusy).toBe('true');
  network.release();
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  expect(network.count('/api/v1/phone-verification/confirm')).toBe(1);

  // Email: one check and one answer, however slow the check.
  await page.getByRole('textbox', { name: 'Email address' }).fill(`double.${digits}@example.com`);
  network.hold();
  await continueButton(page).dblclick();
  await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
  network.release();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  expect(network.count('/api/v1/valid-email')).toBe(1);
  expect(network.count('/api/v1/registration/answer')).toBe(0);

  // Password: one answer.
  await page.getByLabel('Password', { exact: true }).fill('Harbor-sandbox-2026');
  await page.getByLabel('Confirm password').fill('Harbor-sandbox-2026');
  network.hold();
  await continueButton(page).dblclick();
  await expect(continueButton(page)).toHaveAttribute('aria-busy', 'true');
  network.release();
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
  expect(network.count('/api/v1/registration/answer')).toBe(1);

  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });
  await fillAboutYou(page);

  // Plan: a press of the secondary "No thanks" is one press too: the page's Continue shows it
  // in the next frame, every button waits, and the second click sends no second answer.
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
  network.hold();
  const planBusy = await busyAtNextFrame(page);
  await page.getByRole('button', { name: "No thanks, I don't need the perks" }).dblclick();
  await expect.poll(planBusy).toBe('true');
  await expect(
    page.getByRole('button', { name: "No thanks, I don't need the perks" }),
  ).toHaveAttribute('aria-disabled', 'true');
  network.release();
  await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();
  expect(network.count('/api/v1/registration/answer')).toBe(1);
});
