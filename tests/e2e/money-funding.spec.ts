import { OAUTH_BANK_PHONE as SANDBOX_OAUTH_BANK_PHONE } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import {
  addDebitCard,
  addInitialFunding,
  chooseFunding,
  enterSsn,
  HEADINGS,
  heading,
  SSN,
} from './money-steps';
import { latestDeposits } from './outbox';

// The sandbox's OAuth bank, as the seeded parent's digits.
const OAUTH_BANK_PHONE = SANDBOX_OAUTH_BANK_PHONE.slice(-10);

test('on the website the instant bank link opens the sandbox window and funds at once', async ({
  page,
  open,
  parentAtIdentity,
  layoutType,
}) => {
  await parentAtIdentity('5555550196');
  await open('/');
  await enterSsn(page, SSN.pass);
  // On a wide screen the website shows beside the card what the family has set up so far (the
  // child counted, not named); a phone's column and the native apps' webview have no panel.
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Your sign-up' });
  if (layoutType === 'compact') {
    await expect(panel).toBeHidden();
  } else {
    expect(page.viewportSize()?.width).toBe(1280);
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('definition')).toHaveText(['Max, $9.98/mo', '1 child added']);
    await expect(panel).not.toContainText('Alex');
  }
  await chooseFunding(page, 'Link your bank instantly');
  await expect(heading(page, HEADINGS.bankLink)).toBeFocused();
  // A reload keeps the method chosen, as any choice not yet sent (nothing typed into it).
  await page.reload();
  await expect(heading(page, HEADINGS.bankLink)).toBeVisible();
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  await expect(page.getByText('The money comes from your bank account.')).toBeVisible();
  await addInitialFunding(page, '100');
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
  await expect(page.getByText("$100 is on its way to your family's account.")).toBeVisible();
});

// At 375 px the instant link and the first load above are enough: the OAuth return and the
// card's two charges are the same pages the phone run passes elsewhere (money-cards-wallets).
test.describe('OAuth return and charges', () => {
  test.skip(({ layoutType }) => layoutType === 'compact', 'pages the phone run already passes');

  test("an OAuth bank sends the page away and back; the link finishes on the bank's return", async ({
    page,
    open,
    parentAtIdentity,
  }) => {
    // The sandbox's OAuth bank (server/README.md): the link answers the state the bank returns
    // the page with, and takes the account only once opened again with that address.
    const links: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sandbox/public-token')) links.push(request.postData() ?? '');
    });
    await parentAtIdentity(OAUTH_BANK_PHONE);
    await open('/');
    await enterSsn(page, SSN.pass);
    await chooseFunding(page, 'Link your bank instantly');
    await page.getByRole('button', { name: 'Link my bank' }).click();

    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    expect(links).toHaveLength(2);
    expect(JSON.parse(links[1]!)).toMatchObject({
      link_token: JSON.parse(links[0]!).link_token,
      received_redirect_uri: expect.stringMatching(/\?oauth_state_id=sandbox-oauth-/),
    });
    // The bank's state leaves the address bar, and the link token session storage.
    expect(page.url()).not.toContain('oauth_state_id');
    expect(await page.evaluate(() => sessionStorage.getItem('webreg:bank-link'))).toBeNull();
  });

  test('a card the bank challenges is confirmed with its two small charges right away', async ({
    page,
    open,
    request,
    parentAtIdentity,
  }) => {
    await parentAtIdentity('5555550197');
    await open('/');
    await enterSsn(page, SSN.pass);
    await chooseFunding(page, 'Debit card');
    await addDebitCard(page, '4000 0000 0000 3220');

    await expect(heading(page, 'Confirm your debit card')).toBeFocused();
    await expect(page.getByText(/two small charges on your debit card/)).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Confirm your debit card')).toBeVisible();
    // Both amounts are needed, in dollars.
    await page.getByRole('textbox', { name: 'First amount' }).fill('0.32');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Second amount' })).toHaveAccessibleDescription(
      /between 0.01 and 0.99/,
    );
    // The two charges, as the card's statement shows them (the sandbox's outbox).
    const [first, second] = await latestDeposits(request, 'parent.5555550197@example.com');
    await page.getByRole('textbox', { name: 'First amount' }).fill(first!);
    await page.getByRole('textbox', { name: 'Second amount' }).fill(second!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    await addInitialFunding(page, '20');
    await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
    await expect(page.getByText('One more thing: verify your account')).toHaveCount(0);
  });

  test('after three wrong amounts the parent carries on unverified, and completion offers no more tries', async ({
    page,
    open,
    parentAtIdentity,
  }) => {
    await parentAtIdentity('5555550199');
    await open('/');
    await enterSsn(page, SSN.pass);
    await chooseFunding(page, 'Debit card');
    await addDebitCard(page, '4000 0000 0000 3220');

    await expect(heading(page, 'Confirm your debit card')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Confirm your debit card')).toBeVisible();
    for (const attempt of [1, 2, 3]) {
      await page.getByRole('textbox', { name: 'First amount' }).fill('0.01');
      await page.getByRole('textbox', { name: 'Second amount' }).fill(`0.0${attempt + 1}`);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      if (attempt < 3) {
        await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
          'Those amounts do not match',
        );
      }
    }
    await expect(heading(page, "We couldn't verify this account")).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Too many tries.');
    await page.getByRole('button', { name: 'Continue without verifying' }).click();

    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    await addInitialFunding(page, '20');
    // Completion says what is true: the card can no longer be verified, so no "verify now"
    // (the server would refuse it), and the money waits for another account; a reload agrees.
    for (const shown of ['reached', 'reloaded']) {
      await expect(page.getByRole('heading', { name: 'Almost done, Sam!' }), shown).toBeVisible();
      await expect(page.getByText('We could not verify your debit card')).toBeVisible();
      await expect(page.getByText(/can no longer be verified/)).toBeVisible();
      await expect(page.getByRole('button', { name: /verify now/ })).toHaveCount(0);
      await expect(page.getByText(/on its way|One more thing/)).toHaveCount(0);
      if (shown === 'reached') await page.reload();
    }
  });
});
