import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { continueButton, e164, enterPhone } from './journey-steps';
import { latestCode } from './outbox';

/** Phone and role of a new parent; ends as the code step opens (its send may still run). */
async function toCodeStep(page: Page, digits: string) {
  await enterPhone(page, digits);
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

// The line under the heading (the section's caption stands above it).
const lead = (page: Page) => page.getByRole('main').locator('h1 + p');

test('the code step says a code was texted only once it went, and offers a retry when it did not', async ({
  page,
  open,
}) => {
  // The first send hangs, then fails as a dropped connection does.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/access-request', async (route) => {
    await held;
    await route.abort('connectionreset');
  });
  await open('/');
  await toCodeStep(page, '5555550301');

  await expect(lead(page)).toContainText('Sending a 6-digit code to (555) 555-0301…');
  await expect(page.getByText('We texted')).toHaveCount(0);

  release();
  await expect(lead(page)).toContainText('We could not send a code to (555) 555-0301.');
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();

  // Trying again reaches the service this time.
  await page.unroute('**/access-request');
  await page.getByRole('button', { name: 'Try sending the code again' }).click();
  await expect(lead(page)).toContainText('We texted a 6-digit code to (555) 555-0301.');
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
});

test('a wrong code says the tries left, and the send buttons count down the wait', async ({
  page,
  open,
  request,
}) => {
  await page.clock.install();
  await open('/');
  await toCodeStep(page, '5555550302');
  await expect(lead(page)).toContainText('We texted a 6-digit code to (555) 555-0302.');

  const resend = page.getByRole('button', { name: 'Text me a new code' });
  const call = page.getByRole('button', { name: 'Call me with the code instead' });
  // Just sent: both wait, counting down, and screen readers hear the wait once.
  await expect(resend).toBeDisabled();
  await expect(call).toBeDisabled();
  await expect(resend).toContainText(/in 0:[0-3]\d/);
  // One clock: the buttons' countdown, which describes them; the status names no length.
  await expect(page.getByRole('status').filter({ hasText: 'new code when' })).toHaveText(
    'You can ask for a new code when the wait on the buttons ends.',
  );
  await expect(resend).toHaveAccessibleDescription(/^You can ask for a new code in 0:[0-3]\d\.$/);
  await resend.click({ force: true });
  await expect(page.getByText('We sent a new code')).toHaveCount(0);

  const code = await latestCode(request, e164('5555550302'));
  const field = page.getByRole('textbox', { name: 'Enter your code' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await continueButton(page).click();
  await expect(field).toHaveAccessibleDescription(
    'Error: That code is not right. Please check it and try again. You have 4 tries left.',
  );
  // The refused digits are gone and the keyboard is back in the first box (GOV.UK keeps the
  // error at the field).
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();

  // The phone's clock runs ahead of the service's: the buttons open, the service still says
  // wait, and the page says how long and counts that down.
  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'new code now' })).toHaveText(
    'You can ask for a new code now.',
  );
  await call.click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    /Please wait \d+ seconds before asking for another code\./,
  );
  await expect(resend).toBeDisabled();
  await expect(call).toContainText(/in 0:[0-3]\d/);
  // The code already texted is still the one to type.
  await expect(lead(page)).toContainText('We texted a 6-digit code to (555) 555-0302.');
});
