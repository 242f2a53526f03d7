import { expect, test } from './fixtures';
import { startNewParent } from './journey-steps';

test('with promo code verification on, a new parent checks a code before registering', async ({
  page,
  open,
  request,
}) => {
  await open('/?toggles=promoCodeVerification');
  await startNewParent(page, request, '5555550145');

  const promo = page.getByRole('heading', { name: 'Have a promo code?' });
  await expect(promo).toBeFocused();
  const field = page.getByRole('textbox', { name: /promo code/i });

  // A code the service does not know is refused at the field, checked as it is typed.
  await field.fill('NOPE-0145');
  await expect(field).toHaveAccessibleDescription(/That promo code is not valid\./);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(promo).toBeVisible();

  await field.fill('SANDBOX-EARNED');
  await expect(page.getByRole('status')).toHaveText(
    "✓ Code accepted: you've earned your $10 reward. It arrives once your account is funded.",
  );

  // A reload resumes the same step.
  await page.reload();
  await expect(promo).toBeVisible();
  await field.fill('SANDBOX-EARNED');
  await expect(page.getByRole('status')).toContainText('Code accepted');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(promo).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
});
