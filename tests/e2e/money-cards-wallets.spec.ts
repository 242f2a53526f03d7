import type { Page } from '@playwright/test';
import { applePayRefusals, fakeWallets } from './fake-wallets';
import { expect, test } from './fixtures';
import { continueButton } from './journey-steps';
import { addDebitCard, chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';
import { VARIANT } from './variant';

/** Every answer the page sent: set_funding_account must carry a nonce, never a card number. */
function answersSent(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/registration/answer')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function pick(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).click();
  await continueButton(page).click();
}

test(
  'under challengeRequested3dsEnabled the bank checks the card: failed, then passed',
  VARIANT,
  async ({ page, open, parentAtIdentity }) => {
    const answers = answersSent(page);
    await parentAtIdentity('5555550271');
    await open('/?toggles=challengeRequested3dsEnabled');
    await enterSsn(page, SSN.pass);
    await chooseFunding(page, 'Debit card');

    // The sandbox bank's check fails for ...1109: the card is not saved, nothing is answered.
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 1109');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('textbox', { name: 'Billing ZIP code' }).fill('62704');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      "Your bank couldn't confirm this card. Try again, or use a different card.",
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(answers.filter((body) => body.includes('set_funding_account'))).toEqual([]);

    // ...1091 passes it: the card is saved by its nonce.
    await addDebitCard(page, '4000 0000 0000 1091');
    await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
    const sent = answers.filter((body) => body.includes('set_funding_account'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"payment_method_nonce":"sandbox-debit-approve-nonce"');
    expect(sent.join('')).not.toMatch(/4000\s?0000|"cvc"|card_number/);
  },
);

test('Apple Pay and Google Pay show where the browser has them; a wallet card may need its two amounts', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  // Google Pay's sheet is closed the first time; Apple Pay pays with the card ending 3220.
  await fakeWallets(page, 'Visa 3220');
  await parentAtIdentity('5555550272');
  await open('/?toggles=applePay,googlePay');
  await enterSsn(page, SSN.pass);
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveText([
    /^Link your bank instantly/,
    /^Enter bank account details/,
    /^Apple Pay/,
    /^Google Pay/,
    /^Debit card/,
  ]);

  // Closing Google Pay's sheet is no failure: the choice stays, nothing is said.
  await pick(page, 'Google Pay');
  await expect(continueButton(page)).toBeEnabled();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);

  await pick(page, 'Apple Pay');
  await expect(heading(page, 'Confirm your debit card')).toBeFocused();
  // The sheet began in the click's own handler, as Safari requires.
  expect(await applePayRefusals(page)).toEqual([]);
  await page.getByRole('button', { name: "I'll verify later" }).click();
  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  await expect(page.getByText('The money comes from your Apple Pay card.')).toBeVisible();
});

test('with every way to pay on, the page in the native apps keeps Continue on a 375x812 screen', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  await fakeWallets(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await parentAtIdentity('5555550276');
  await open('/?toggles=applePay,googlePay,paypal,venmo&layoutType=compact');
  await enterSsn(page, SSN.pass);
  await expect(heading(page, HEADINGS.funding)).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(7);
  // The default order leads with the instant bank link: it is the one recommended.
  await expect(
    page.getByRole('radio', { name: 'Link your bank instantly' }),
  ).toHaveAccessibleDescription(/^Recommended/);
  // The page is taller than the screen, and Continue is on it without scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(812);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(continueButton(page)).toBeInViewport({ ratio: 1 });
  // The last option is not hidden behind it, and picking it keeps Continue where it is.
  await page.getByRole('radio', { name: /^Venmo/ }).click();
  await expect(page.getByRole('radio', { name: /^Venmo/ })).toBeChecked();
  await expect(continueButton(page)).toBeInViewport({ ratio: 1 });
});

test('PayPal and Venmo open their approval window: Venmo cancelled, PayPal approved', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  await parentAtIdentity('5555550273');
  await open('/?toggles=paypal,venmo,reOrderDebitOnFundingScreen');
  await enterSsn(page, SSN.pass);
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveText([
    /^Debit card/,
    /^PayPal/,
    /^Venmo/,
    /^Link your bank instantly/,
    /^Enter bank account details/,
  ]);

  const venmo = page.waitForEvent('popup');
  await pick(page, 'Venmo');
  const venmoWindow = await venmo;
  await venmoWindow.getByRole('link', { name: 'Cancel' }).click();
  // The page reads how the window ended and closes it.
  await expect.poll(() => venmoWindow.isClosed()).toBe(true);
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);

  const paypal = page.waitForEvent('popup');
  await pick(page, 'PayPal');
  const paypalWindow = await paypal;
  await expect(paypalWindow.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
  await paypalWindow.getByRole('link', { name: 'Approve' }).click();
  await expect.poll(() => paypalWindow.isClosed()).toBe(true);
  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  await expect(page.getByText('The money comes from your PayPal account.')).toBeVisible();
});
