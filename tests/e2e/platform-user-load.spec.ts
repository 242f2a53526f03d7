import { SEEDED } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import { enterPhone } from './journey-steps';

test('a logged-in session whose user no longer loads starts again at the phone step with its number', async ({
  page,
  open,
}) => {
  const parent = SEEDED.completeParent;
  await open('/');
  await enterPhone(page, parent.phoneNumber.slice(2));
  await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const done = page.getByRole('heading', { name: `You're all set, ${parent.firstName}!` });
  await expect(done).toBeVisible();

  // A reload checks who the session is: still the same parent.
  await page.reload();
  await expect(done).toBeVisible();

  // The session's token stops being valid (expired or revoked on the server).
  await page.evaluate(() => {
    const key = 'webreg:state';
    const state = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    state.registration.jwt = 'no-longer-valid';
    window.sessionStorage.setItem(key, JSON.stringify(state));
  });
  await page.reload();

  const phone = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(phone).toHaveValue('(555) 555-0101');
  // The number prefilled the field; it does not stay in the address bar.
  await expect(page).toHaveURL((url) => !url.search.includes('phoneNumber'));
  expect(
    await page.evaluate(() => window.sessionStorage.getItem('webreg:state') ?? ''),
  ).not.toContain('no-longer-valid');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
