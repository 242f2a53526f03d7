import { expect, test } from './fixtures';

// A browser in London: section 5 counts the US by the browser's time zone.
test.use({ timezoneId: 'Europe/London' });

test('outside the US, preventNonUSTimezones stops the flow before the phone; without it the phone step is offered', async ({
  page,
  open,
}) => {
  await open('/?toggles=preventNonUSTimezones');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Harbor is only available in the US' }),
  ).toBeVisible();
  await expect(
    page.getByText(/time zone \(Europe\/London\) is outside the United States/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '1-888-483-2645' })).toHaveAttribute(
    'href',
    'tel:+18884832645',
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);

  // Section 9's default (off): the same browser may sign up, in a new session (a session keeps
  // the toggles its address gave, so the carrier's return and a reload keep them).
  await page.evaluate(() => window.sessionStorage.clear());
  await open('/');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
});
