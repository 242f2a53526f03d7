import { expect, test } from './fixtures';
import { enterPhone } from './journey-steps';
import { addInitialFunding, chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';
import { latestDeposits } from './outbox';

test('a new parent funds by bank account, verifies the micro-deposits later, then from completion', async ({
  page,
  open,
  request,
  parentAtIdentity,
  browser,
  baseURL,
  layoutType,
}) => {
  await parentAtIdentity('5555550191');
  await open('/');
  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Enter bank account details');
  await expect(heading(page, HEADINGS.manualBank)).toBeFocused();

  const routing = page.getByRole('textbox', { name: 'Routing number' });
  // A number with a valid checksum that no bank has: said at the field, no error summary.
  await routing.fill('011000015');
  await expect(routing).toHaveAccessibleDescription(/We could not find a bank/);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  // The sandbox's bank is named as soon as its number is complete.
  await routing.fill('110000000');
  await expect(page.getByRole('status').filter({ hasText: 'Harbor Sandbox Bank' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await page.getByRole('textbox', { name: 'Confirm account number' }).fill('000123456780');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'The account numbers do not match',
  );
  await page.getByRole('textbox', { name: 'Confirm account number' }).fill('000123456789');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The deposits take days: verify now or later. A reload resumes the same step.
  await expect(heading(page, HEADINGS.verifyBank)).toBeFocused();
  await expect(
    page.getByText(/two small deposits to your Harbor Sandbox Bank account/),
  ).toBeVisible();
  await page.reload();
  await expect(heading(page, HEADINGS.verifyBank)).toBeVisible();

  // On another device, after logging in, the same account is offered for verification: the
  // server holds the registration, the bank's name comes from the funding accounts.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const elsewhere = await other.newPage();
  await elsewhere.goto(layoutType === 'compact' ? '/?layoutType=compact' : '/');
  await enterPhone(elsewhere, '5555550191');
  await expect(elsewhere.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await elsewhere.getByRole('textbox', { name: 'Password' }).fill('Harbor-sandbox-2026');
  await elsewhere.getByRole('button', { name: 'Log in' }).click();
  await expect(heading(elsewhere, HEADINGS.verifyBank)).toBeVisible();
  await expect(
    elsewhere.getByText(/two small deposits to your Harbor Sandbox Bank account/),
  ).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: "I'll verify later" }).click();

  await expect(heading(page, HEADINGS.initialFunding)).toBeVisible();
  await expect(
    page.getByText('The money comes from your Harbor Sandbox Bank account.'),
  ).toBeVisible();
  await addInitialFunding(page, '25.50');

  // Completion says one thing: the account is ready, the money waits for the two amounts,
  // which are entered here (not "in the app"), and nothing says the money is on its way.
  await expect(page.getByRole('heading', { name: 'Almost done, Sam!' })).toBeVisible();
  await expect(page.getByText('One more thing: verify your bank account')).toBeVisible();
  await expect(
    page.getByText(
      "$25.50 will be added to your family's account once your Harbor Sandbox Bank account is verified.",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText(/on its way|all set|in the app/)).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'What you set up' });
  await expect(summary).toContainText('Harbor Sandbox Bank ••••');
  await expect(summary).toContainText('Once your bank account is verified');
  await expect(summary).toContainText('Still to do');
  await page.getByRole('button', { name: 'I have the amounts: verify now' }).click();

  await expect(heading(page, HEADINGS.verifyBank)).toBeFocused();
  await page.getByRole('textbox', { name: 'First amount' }).fill('0.11');
  await page.getByRole('textbox', { name: 'Second amount' }).fill('0.12');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Those amounts do not match',
  );
  // The two deposits, as the bank's statement shows them (the sandbox's outbox).
  const [first, second] = await latestDeposits(request, 'parent.5555550191@example.com');
  await page.getByRole('textbox', { name: 'First amount' }).fill(first!);
  await page.getByRole('textbox', { name: 'Second amount' }).fill(second!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Verified: a confirmation, and now the money is on its way.
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
    "Your bank account is verified. $25.50 is on its way to your family's account.",
  );
  await expect(page.getByText('One more thing')).toHaveCount(0);
  // The summary is read again: nothing is left to verify, and the money moves in bank days.
  await expect(summary).toContainText('In 1 to 3 business days');
  await expect(summary).not.toContainText('Still to do');
  // The confirmation is kept with the state: a reload says the same.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
    "Your bank account is verified. $25.50 is on its way to your family's account.",
  );
});
