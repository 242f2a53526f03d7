import { expect, test } from './fixtures';
import { latestCode } from './outbox';

test('a new parent picks a role and confirms the texted code', async ({ page, open, request }) => {
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.getByRole('textbox', { name: 'Mobile number' }).fill('5555550150');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A number the service has never seen: who is signing up?
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose whether you are a parent or a teen',
  );
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Parents need an access request: the code goes out as the step opens.
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(page.getByText('(555) 555-0150', { exact: true })).toBeVisible();
  const code = await latestCode(request, '+15555550150');

  // A wrong code is refused at the field, in the sandbox's words.
  const wrong = code === '000000' ? '111111' : '000000';
  const field = page.getByRole('textbox', { name: 'Confirmation code' });
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field).toHaveAccessibleDescription(/not right/);

  // A reload keeps the step and does not send another code.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
