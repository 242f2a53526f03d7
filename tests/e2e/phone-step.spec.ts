import { expect, PROVIDER_HOME_URL, test } from './fixtures';

// Magic numbers of the sandbox (server/README.md): a device that cannot receive SMS, and a
// seeded parent who has finished registering.
const NO_SMS = '5555550109';
const COMPLETE_PARENT = '5555550101';

test.beforeEach(async ({ page, open }) => {
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('a number that is too short is caught before any call, at the field and in the summary', async ({
  page,
}) => {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('555123');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter a 10-digit US mobile number' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();

  // Before any code is texted the page links the provider's Terms, Privacy policy and SMS
  // terms: by default their pages on the provider's site (PROVIDER_HOME_URL), via the server.
  // (A route cannot answer a redirect's target, so the redirect itself is read.)
  const href = await page.getByRole('link', { name: 'SMS terms' }).getAttribute('href');
  const answer = await page.request.get(new URL(href ?? '', page.url()).href, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`${PROVIDER_HOME_URL}sms-terms`);
});

test("the sandbox's no-SMS device gets the catalogue's words at the field", async ({ page }) => {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(NO_SMS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Please use a device that supports SMS messaging.',
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    /Please use a device that supports SMS messaging\./,
  );
});

test('a returning parent moves on from the phone step, and a reload resumes there', async ({
  page,
}) => {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(COMPLETE_PARENT);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The phone check answers login for this number: the phone step is left behind and focus
  // moves to the new step's heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText("Let's get started");
  await expect(heading).toBeFocused();
  const stepHeading = await heading.textContent();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stepHeading ?? '');
});

test('a typed number survives a reload', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('555123');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(555) 123');
});
