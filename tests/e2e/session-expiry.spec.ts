import { SEEDED } from '../../vocabulary/magic-values';
import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';
import { confirmCode, enterPhone } from './journey-steps';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

test('a 401 from a registration call returns to the phone step with the session-expired notice', async ({
  page,
  open,
  request,
}) => {
  // The sandbox's expiring-session number: its confirmed code gives an expired access token.
  const number = SEEDED.expiringSession.phoneNumber.slice(2);
  await open('/');
  await enterPhone(page, number);
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();

  await confirmCode(page, request, number);
  // The register step's initialise answers 401: back to the start, with the reason.
  const start = page.getByRole('heading', { name: "Let's get started" });
  await expect(start).toBeFocused();
  await expect(page.getByText(SESSION_EXPIRED, { exact: true })).toBeVisible();
  // Shown as a notice, not as an error of the phone step.
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  // The number is still there to log in again with; the tokens are gone.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(555) 555-0179');
  const stored = await page.evaluate(() => window.sessionStorage.getItem('webreg:state') ?? '');
  expect(stored).toContain('"regAccessToken":null');
  expect(stored).toContain('"registrationToken":null');

  // Continuing starts over and the notice goes.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
});

test('inside the iOS app a registration 401 also asks the app to authenticate again', async ({
  page,
  open,
  request,
}) => {
  const messages = await fakeIosApp(page);
  const number = SEEDED.expiringSessionInApp.phoneNumber.slice(2);
  await open('/?appOs=ios&appVersion=7.2.0');
  await enterPhone(page, number);
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await confirmCode(page, request, number);

  await expect(page.getByRole('heading', { name: "Let's get started" })).toBeFocused();
  await expect(page.getByText(SESSION_EXPIRED, { exact: true })).toBeVisible();
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  const posted = await messages();
  expect(posted).toContainEqual({ name: 'registrationReAuth', body: {} });
});
