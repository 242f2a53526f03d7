import { SEEDED } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import { confirmCode, enterPhone, expectHandOffStalled } from './journey-steps';

const digits = (e164: string) => e164.slice(2);

test('an invalidated child confirms their number again and continues registering', async ({
  page,
  open,
  request,
}) => {
  const child = digits(SEEDED.invalidatedChild.phoneNumber);
  await open('/');
  await enterPhone(page, child);
  // Section 4: an invalidated child goes straight to the code step.
  const codeStep = page.getByRole('heading', { name: 'Enter your code' });
  await expect(codeStep).toBeFocused();
  await page.reload();
  await expect(codeStep).toBeVisible();

  await confirmCode(page, request, child);
  // Past the code: the child's own registration (the register step), not a dead end.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: "Let's get started" })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /isn't available/ })).toHaveCount(0);
});

test('an invalidated parent is asked to confirm their number, then logs in', async ({
  page,
  open,
  request,
}) => {
  const parent = SEEDED.invalidatedParent;
  await open('/');
  await enterPhone(page, digits(parent.phoneNumber));
  const confirmIt = page.getByRole('heading', { name: "Let's confirm it's you" });
  await expect(confirmIt).toBeFocused();
  await page.reload();
  await expect(confirmIt).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmCode(page, request, digits(parent.phoneNumber));
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Complete with no child registering: handed over to the next-gen onboarding.
  await expectHandOffStalled(page);
});
