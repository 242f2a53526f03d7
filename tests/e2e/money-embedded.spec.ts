import type { Page } from '@playwright/test';
import { NATIVE_BANK_LINK_CALLBACK } from '../../flows/platform/bank-link';
import { expect, test } from './fixtures';
import { newParentToIdentity } from './journey-steps';
import { addInitialFunding, chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';

type Recorded = { name: string; body: Record<string, unknown> };

/**
 * A fake of the app's addJavascriptInterface object: every method records its message. The
 * native bank link answers like the real app would, through the page's callback. The record
 * survives reloads (session storage), as the app would see every message.
 */
async function fakeAndroidApp(page: Page) {
  await page.addInitScript((callback) => {
    const key = 'fake-android-messages';
    const w = window as unknown as Record<string, unknown>;
    const record = (name: string) => (json: string) => {
      const received = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      received.push({ name, body: JSON.parse(json) });
      sessionStorage.setItem(key, JSON.stringify(received));
    };
    w.Android = {
      setUserInfo: record('setUserInfo'),
      registrationComplete: record('registrationComplete'),
      registrationFailed: record('registrationFailed'),
      registrationReAuth: record('registrationReAuth'),
      linkToExternalBrowser: record('linkToExternalBrowser'),
      launchNativePlaidFlow: (json: string) => {
        record('launchNativePlaidFlow')(json);
        void fetch('/api/v1/registration/sandbox/public-token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
          .then((response) => response.json())
          .then((linked: { publicToken: string; accounts: { accountId: string }[] }) => {
            const finish = w[callback] as (result: string) => void;
            finish(
              JSON.stringify({
                publicToken: linked.publicToken,
                accountId: linked.accounts[0]!.accountId,
              }),
            );
          });
      },
    };
  }, NATIVE_BANK_LINK_CALLBACK);
  return () =>
    page.evaluate(
      () => JSON.parse(sessionStorage.getItem('fake-android-messages') ?? '[]') as Recorded[],
    );
}

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
  await expect(page.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();

  const recorded = await messages();
  expect(recorded.map((message) => message.name)).toEqual([
    'setUserInfo',
    'launchNativePlaidFlow',
    'registrationComplete',
  ]);
  expect(Object.keys(recorded[0]!.body).sort()).toEqual(['email', 'jwt', 'password']);
  expect(recorded[2]!.body).toEqual({
    accountType: 'parent',
    initialAmount: 40,
    needsVerification: false,
    confirmationMessage: 'Registration complete',
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
});
