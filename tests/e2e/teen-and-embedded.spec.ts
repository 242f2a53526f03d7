import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';
import { VARIANT } from './variant';

async function chooseTeen(page: import('@playwright/test').Page, digits: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: "I'm a teen" }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
}

const WAITING = 'Ask a parent or guardian to sign up';

test(
  'a teen without the child-first sign-up is told truly that a parent must sign up (complete_placeholder)',
  VARIANT,
  async ({ page, open }) => {
    await open('/');
    await chooseTeen(page, '5555550160');
    await expect(page.getByRole('heading', { name: WAITING })).toBeFocused();
    // Nothing was sent and nobody will be told: the page says so, and who acts next.
    await expect(page.getByText('Thanks for signing up!')).toHaveCount(0);
    await expect(page.getByText(/We'll let you know/)).toHaveCount(0);
    await expect(
      page.getByText(/haven't created an account for you or sent anything/),
    ).toBeVisible();
    const next = page.getByRole('region', { name: 'What to do now' }).getByRole('listitem');
    await expect(next).toHaveText([
      'Ask a parent or guardian to sign up for Harbor with their own mobile number.',
      'When they add you to the family, they can enter your mobile number: we then text you a link to set up your login.',
      'Is a parent or guardian with you now? They can start here.',
    ]);
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: WAITING })).toBeVisible();
    // A parent who is with the teen starts on the same device.
    await page.getByRole('button', { name: 'Back to the start' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  },
);

test('inside the iOS app the same page runs compact and tells the app of no completion', async ({
  page,
}) => {
  const messages = await fakeIosApp(page);
  await page.goto('/?appOs=ios&appVersion=7.2.0');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await chooseTeen(page, '5555550161');
  await expect(page.getByRole('heading', { name: WAITING })).toBeVisible();
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  // No sign-up was completed, so the app is not told of one (registrationComplete).
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  expect(await messages()).toEqual([]);
  await page.getByRole('button', { name: 'Back to the start' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
});
