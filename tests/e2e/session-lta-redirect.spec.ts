import { expect, PROVIDER_HOME_URL, test } from './fixtures';

test('/lta-redirect hands a legacy entry over to the next-gen onboarding, its token out of the address', async ({
  page,
  open,
}) => {
  const initialise = page.waitForRequest(
    (request) => request.url().endsWith('/onboarding/initialize') && request.method() === 'POST',
  );
  await open(
    '/lta-redirect?role=parent&legacyAccessToken=legacy-token-0174&phoneNumber=%2B15555550174&appOs=ios&appVersion=9.1',
  );
  const handOff = page.getByRole('heading', { name: 'Taking you to our new sign-up' });
  await expect(handOff).toBeVisible();
  // The onboarding service gets the legacy token and the app's details .
  const body = (await initialise).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    phoneNumber: '+15555550174',
    legacyAccessToken: 'legacy-token-0174',
    role: 'parent',
    appOs: 'ios',
    appVersion: '9.1',
  });
  // The token and the number have left the address bar; the app's details stay.
  const address = new URL(page.url());
  expect(address.pathname).toBe('/');
  expect(address.search).not.toMatch(/legacyAccessToken|phoneNumber/);
  expect(address.searchParams.get('appOs')).toBe('ios');

  // Nowhere configured to go in the sandbox: the button is the way on. A reload resumes here.
  await expect(page.getByRole('button', { name: 'Continue to sign-up' })).toBeVisible();
  await page.reload();
  await expect(handOff).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain(
    'legacy-token-0174',
  );

  // With no next-gen address configured, the button goes to the provider's home page.
  await page.route(`${PROVIDER_HOME_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Provider</title>' }),
  );
  await page.getByRole('button', { name: 'Continue to sign-up' }).click();
  await expect(page).toHaveURL(PROVIDER_HOME_URL);
});
