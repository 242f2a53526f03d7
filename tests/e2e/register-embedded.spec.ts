import { type APIRequestContext, expect as expectApi } from '@playwright/test';
import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';
import { fillAccount } from './journey-steps';
import { latestCode } from './outbox';

/**
 * The native app verifies the phone itself (access request and code, as the app's own
 * screens would) and keeps the access token the sandbox gives it.
 */
async function appVerifiesPhone(request: APIRequestContext, e164: string, deviceUuid: string) {
  const sent = await request.post('/api/v1/phone-verification/access-request', {
    data: { phoneNumber: e164, deviceUuid, pinLength: 6 },
  });
  expectApi(sent.ok()).toBe(true);
  const confirmCode = await latestCode(request, e164);
  const confirmed = await request.put('/api/v1/phone-verification/confirm', {
    data: { phoneNumber: e164, deviceUuid, confirmCode },
  });
  expectApi(confirmed.ok()).toBe(true);
  return ((await confirmed.json()) as { token: string }).token;
}

test("inside the iOS app, entry with the app's token starts at the register step as the role it names; the new password goes to the app once (setUserInfo)", async ({
  page,
  request,
}) => {
  const messages = await fakeIosApp(page);
  const token = await appVerifiesPhone(request, '+15555550188', 'ios-device-0188');
  await page.goto(`/?appOs=ios&appVersion=7.2.0&role=parent&accessToken=${token}`);
  // Section 2: embedded entry starts at the register step (no phone, no role question), and
  // the token leaves the address bar at once.
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  expect(page.url()).not.toContain(token);
  expect(new URL(page.url()).search).toBe('?appOs=ios&appVersion=7.2.0&role=parent');

  await fillAccount(page, { email: 'lee.0188@example.com', password: 'Harbor-keychain-2026' });
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();

  // Posted once the account call has answered, which can be just after the next page shows.
  await expect
    .poll(async () => (await messages()).map((message) => message.name))
    .toEqual(['setUserInfo']);
  const posted = await messages();
  expect(posted[0]?.body).toMatchObject({
    email: 'lee.0188@example.com',
    password: 'Harbor-keychain-2026',
    jwt: expect.any(String),
  });
});
