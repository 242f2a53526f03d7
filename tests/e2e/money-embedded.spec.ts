import { fakeAndroidApp } from './fake-android-app';
import { expect, test } from './fixtures';
import { newParentToIdentity } from './journey-steps';
import { addInitialFunding, chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';

test('inside the Android app a parent links a bank natively and hands back on completion', async ({
  page,
  open,
  request,
}) => {
  const messages = await fakeAndroidApp(page);
  await open('/?appOs=android&appVersion=7.2.0&toggles=nativePlaidFlow');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await newParentToIdentity(page, request, '5555550195');
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  await enterSsn(page, SSN.pass);

  await chooseFunding(page, 'Link your bank instantly');
  await expect(heading(page, HEADINGS.bankLink)).toBeFocused();
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(heading(page, HEADINGS.initialFunding)).toBeVisible();
  await expect(page.getByText('The money comes from your bank account.')).toBeVisible();
  const linking = (await messages()).find((message) => message.name === 'launchNativePlaidFlow');
  expect(String(linking?.body.linkToken)).toMatch(/^link-sandbox-/);
  // A reload resumes the same step; the bridge is there again.
  await page.reload();
  await expect(heading(page, HEADINGS.initialFunding)).toBeVisible();
  await addInitialFunding(page, '40');

  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
  // No way out of the app's page but the language switch.
  await expect(page.getByRole('link').filter({ hasNotText: /^(English|Español)$/ })).toHaveCount(0);
  // The app hears of the completion as it is reached, before any tap (its web view may be
  // closed without Done), and once: not again on a reload.
  const names = async () => (await messages()).map((message) => message.name);
  await expect
    .poll(names)
    .toEqual(['setUserInfo', 'launchNativePlaidFlow', 'registrationComplete']);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
  // Done closes the web view; it tells nothing again.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(names)
    .toEqual(['setUserInfo', 'launchNativePlaidFlow', 'registrationComplete', 'closeWebView']);

  const recorded = await messages();
  expect(Object.keys(recorded[0]!.body).sort()).toEqual(['email', 'jwt', 'password']);
  expect(recorded[2]!.body).toEqual({
    accountType: 'parent',
    initialAmount: 40,
    needsVerification: false,
    // The confirmation page's summary, in words, as the server keeps it.
    confirmationMessage: expect.stringMatching(
      /^Registration complete\. Your reference: [2-9A-Z]{4}-[2-9A-Z]{4}\. Plan: Max, \$9\.98 a month\. Child: Alex\. Funding account: Sandbox Checking •••• 0000\. First load: \$40\. Arrives: In 1 to 3 business days, by \w+, \w+ \d+\.$/,
    ),
  });
});

test('inside the Android app a failed identity check tells the app the registration failed', async ({
  page,
  open,
  request,
}) => {
  const messages = await fakeAndroidApp(page);
  await open('/?appOs=android&appVersion=7.2.0');
  await newParentToIdentity(page, request, '5555550198');
  await page.reload();
  await enterSsn(page, SSN.fail);
  await expect(heading(page, HEADINGS.identityFailed)).toBeVisible();
  // Once, for the answer that failed: a reload shows the outcome without telling the app again.
  await page.reload();
  await expect(heading(page, HEADINGS.identityFailed)).toBeVisible();
  const recorded = await messages();
  expect(recorded.map((message) => message.name)).toEqual(['setUserInfo', 'registrationFailed']);
  expect(recorded[1]!.body).toEqual({ appOs: 'android', error: 'ERR_KYC_FAIL' });
  // An end page inside the app has a way back to it, as completion's Done.
  await page.getByRole('button', { name: 'Back to the app' }).click();
  await expect
    .poll(async () => (await messages()).map((message) => message.name))
    .toEqual(['setUserInfo', 'registrationFailed', 'closeWebView']);
});
