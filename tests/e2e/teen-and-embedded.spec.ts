import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';

async function chooseTeen(page: import('@playwright/test').Page, digits: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: "I'm a teen" }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
}

test('a teen who signs up first waits for a parent (complete_placeholder)', async ({
  page,
  open,
}) => {
  await open('/');
  await chooseTeen(page, '5555550160');
  await expect(page.getByRole('heading', { name: 'Thanks for signing up!' })).toBeFocused();
  // On the website the app is still to be downloaded; nothing to hand back to.
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
});

test('inside the iOS app the same journey runs compact and hands back through the bridge', async ({
  page,
}) => {
  const messages = await fakeIosApp(page);
  await page.goto('/?appOs=ios&appVersion=7.2.0');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await chooseTeen(page, '5555550161');
  await expect(page.getByRole('heading', { name: 'Thanks for signing up!' })).toBeVisible();
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  // The app hears of it as the page is reached, before any tap.
  const complete = {
    name: 'registrationComplete',
    body: {
      accountType: 'child',
      initialAmount: null,
      needsVerification: false,
      confirmationMessage: 'Registration complete',
    },
  };
  await expect.poll(messages).toEqual([complete]);
  // Done closes the web view, and says nothing twice.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect.poll(messages).toEqual([complete, { name: 'closeWebView', body: {} }]);
});
