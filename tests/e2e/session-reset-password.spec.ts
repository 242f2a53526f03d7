import type { APIRequestContext, Page } from '@playwright/test';
import { SEEDED } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import { enterPhone, expectHandOffStalled } from './journey-steps';
import { latestMessage, outbox } from './outbox';

const parent = SEEDED.forgetfulParent;
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/** Asks for a reset link from the login step; ends on "Check your email". */
async function askForLink(page: Page) {
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('heading', { name: 'Reset your password' });
  await expect(form).toBeFocused();
  await page.getByRole('textbox', { name: 'Email address' }).fill('robin-at-example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    /Enter an email address in the correct format/,
  );
  // A reload resumes the forgot-password step.
  await page.reload();
  await expect(form).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(parent.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** The token of the newest reset mail already sent, so the next one can be told apart. */
async function newestToken(request: APIRequestContext): Promise<string | null> {
  const messages = await outbox(request, parent.email);
  return messages.find((message) => message.data.token)?.data.token ?? null;
}

/** The path of the newest reset link mailed to the parent (the host is the configured one). */
async function mailedLinkPath(request: APIRequestContext, after: string | null) {
  const mail = await latestMessage(
    request,
    parent.email,
    (message) => Boolean(message.data.link) && message.data.token !== after,
  );
  return { path: new URL(mail.data.link!).pathname, token: mail.data.token! };
}

const newPassword = () => `Quarry-Lantern-${Date.now().toString(36)}`;

async function setNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

test('forgot and reset password: the link from the email, no token left behind, the new password logs in', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await enterPhone(page, parent.phoneNumber.slice(2));
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const before = await newestToken(request);
  await askForLink(page);
  const { path, token } = await mailedLinkPath(request, before);

  // The reset page is sent with no-referrer, so no request from it carries the link onward.
  const headers = (await request.get(path)).headers();
  expect(headers['referrer-policy']).toBe('no-referrer');

  // Every request the page makes from here on: the token may travel only in the bodies of
  // the two calls that need it, never in an address or a Referer.
  const sent: Array<{ url: string; referer: string; body: string }> = [];
  page.on('request', (request) =>
    sent.push({
      url: request.url(),
      referer: request.headers().referer ?? '',
      body: request.postData() ?? '',
    }),
  );
  await open(`${path}?authToken=from-app&accessToken=from-app`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // uid, token, authToken and accessToken have left the address bar; only the type stays.
  const address = new URL(page.url());
  expect(address.pathname).toBe('/reset-password/parent');
  expect(address.search).not.toMatch(/authToken|accessToken/);
  expect(page.url()).not.toContain(token);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  // Passwords that differ are refused by the server, at the second field.
  await page.getByLabel('New password').fill('Quarry-Lantern-one');
  await page.getByLabel('Type it again').fill('Quarry-Lantern-two');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Type it again')).toHaveAccessibleDescription(
    /The passwords do not match\./,
  );

  const password = newPassword();
  await setNewPassword(page, password);
  // Back at the login step of this tab's number, told why.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
  await expect(page.getByText('Your new password is saved. Log in with it now.')).toBeVisible();
  expect(page.url()).not.toContain(token);
  // The token never reached session storage.
  expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain(
    token,
  );

  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Complete with no child registering: the hand-off to the next-gen onboarding.
  await expectHandOffStalled(page);

  const carrying = sent.filter((request) => JSON.stringify(request).includes(token));
  // The first is the page load itself (the emailed link); then only the check and the resets.
  expect(new URL(carrying[0]!.url).pathname).toBe(path);
  expect(carrying[0]!.referer).toBe('');
  const calls = carrying.slice(1);
  expect(calls.map((request) => new URL(request.url).pathname)).toContain(
    '/api/v1/identity/validate-reset-password-token',
  );
  for (const request of calls) {
    expect(new URL(request.url).pathname).toMatch(
      /^\/api\/v1\/(identity\/validate-reset-password-token|auth\/[^/]+\/reset)$/,
    );
    expect(request.url).not.toContain(token);
    expect(request.referer).not.toContain(token);
  }

  // The link is single use: opening it again shows the error at the forgot-password step.
  await open(path);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    INVALID_LINK,
  );
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a reload of the reset page forgets the link; the classic variant keeps nothing in session storage', async ({
  page,
  open,
  request,
}) => {
  const before = await newestToken(request);
  expect((await request.post('/api/v1/auth/forgot', { data: { email: parent.email } })).ok()).toBe(
    true,
  );
  const { path, token } = await mailedLinkPath(request, before);

  // modularReduxEnabled off: the classic variant.
  await open(`${path}?toggles=-modularReduxEnabled`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(page.url()).not.toContain(token);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Open the link in your email again' }),
  ).toBeVisible();

  await open(`${path}?toggles=-modularReduxEnabled`);
  const password = newPassword();
  await setNewPassword(page, password);
  // This page never saw the number: the reset answers the account's, so login follows.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
  await expect(page.getByText('Your new password is saved. Log in with it now.')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('webreg:state'))).toBeNull();
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectHandOffStalled(page);
});

test('with ltaResetPasswordExperience the reset goes to the identity service with the link', async ({
  page,
  open,
  request,
}) => {
  const before = await newestToken(request);
  expect((await request.post('/api/v1/auth/forgot', { data: { email: parent.email } })).ok()).toBe(
    true,
  );
  const { path } = await mailedLinkPath(request, before);
  await open(`${path}?toggles=ltaResetPasswordExperience`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  // One password goes to the identity service, so the two are compared here.
  await page.getByLabel('New password').fill('Quarry-Lantern-one');
  await page.getByLabel('Type it again').fill('Quarry-Lantern-two');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Type it again')).toHaveAccessibleDescription(
    /The passwords do not match\./,
  );

  // A password the rules refuse answers 422: the person stays to choose another.
  await page.getByLabel('New password').fill('qwertyuiop');
  await page.getByLabel('Type it again').fill('qwertyuiop');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

  const reset = page.waitForRequest((call) => call.url().endsWith('/identity/reset-password'));
  await setNewPassword(page, newPassword());
  expect((await reset).postDataJSON()).toMatchObject({ url: expect.stringContaining(path) });
  // This page never saw the number: the identity service answers the account's; login.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
});
