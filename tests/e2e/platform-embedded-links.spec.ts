import { SEEDED } from '../../vocabulary/magic-values';
import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';
import { enterPhone } from './journey-steps';

test('inside the iOS app a link that leaves the app goes to the app, not into the webview', async ({
  page,
}) => {
  const messages = await fakeIosApp(page, ['linkToExternalBrowser']);
  const parent = SEEDED.deactivatedParent;
  await page.goto('/?appOs=ios&appVersion=7.2.0');
  await enterPhone(page, parent.phoneNumber.slice(2));
  await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  const call = page.getByRole('link', { name: 'Call 1-888-483-2645' });
  await call.click();
  expect(await messages()).toEqual([
    { name: 'linkToExternalBrowser', body: { url: 'tel:+18884832645' } },
  ]);
  // The flow is still on screen.
  await expect(call).toBeVisible();
});
