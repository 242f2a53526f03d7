import { fakeIosApp } from './fake-ios-app';
import { expect, test } from './fixtures';
import { fillAccount, startNewParent } from './journey-steps';

test('inside the iOS app, the new password goes to the app once (setUserInfo) for its keychain', async ({
  page,
  request,
}) => {
  const messages = await fakeIosApp(page);
  await page.goto('/?appOs=ios&appVersion=7.2.0');
  await startNewParent(page, request, '5555550188');
  await fillAccount(page, { email: 'lee.0188@example.com', password: 'Harbor-keychain-2026' });
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();

  const posted = await messages();
  expect(posted.map((message) => message.name)).toEqual(['setUserInfo']);
  expect(posted[0]?.body).toMatchObject({
    email: 'lee.0188@example.com',
    password: 'Harbor-keychain-2026',
    jwt: expect.any(String),
  });
});
