import { expect, test } from './fixtures';
import { enterPhone, newParentToIdentity } from './journey-steps';
import {
  addDebitCard,
  addInitialFunding,
  chooseFunding,
  enterSsn,
  HEADINGS,
  heading,
  SSN,
} from './money-steps';

test('a new parent passes identity, funds by debit card, adds a first load and keeps a printable confirmation', async ({
  page,
  open,
  request,
}) => {
  // Designers' overrides: the instant bank link hidden, cards first.
  await open('/?toggles=hideFunding,hidePlaid,reOrderDebitOnFundingScreen');
  await newParentToIdentity(page, request, '5555550190');

  // The number is checked before any round trip; then the sandbox passes it.
  await expect(heading(page, HEADINGS.identity)).toBeFocused();
  await page.getByLabel('Social Security number').fill('000-12-3456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Check your Social Security number',
  );
  await enterSsn(page, SSN.pass);
  await expect(heading(page, HEADINGS.funding)).toBeFocused();

  // A reload resumes the same step.
  await page.reload();
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveText([/^Debit card/, /^Enter bank account details/]);

  // Nothing chosen: said at the choice.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose how you would like to add money',
  );
  await chooseFunding(page, 'Debit card');

  // A declined card is refused in the sandbox's words; the approved one moves on.
  await addDebitCardExpectingError(page);
  await addDebitCard(page);

  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  await expect(page.getByText('The money comes from your debit card.')).toBeVisible();
  await page.getByRole('textbox', { name: 'How much would you like to add?' }).fill('5');
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(
    page.getByRole('textbox', { name: 'How much would you like to add?' }),
  ).toHaveAccessibleDescription(/Enter an amount of at least \$20/);
  await addInitialFunding(page, '50');

  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeFocused();
  await expect(page.getByText("$50 is on its way to your family's account.")).toBeVisible();
  await expect(page.getByText('One more thing: verify your account')).toHaveCount(0);

  // The confirmation: a reference to quote, and what was set up, from the server's summary.
  const reference = page.getByRole('region', { name: 'Your reference' });
  await expect(reference).toContainText(/[2-9A-Z]{4}-[2-9A-Z]{4}/);
  const quoted = (await reference.textContent())?.match(/[2-9A-Z]{4}-[2-9A-Z]{4}/)?.[0];
  await expectSummary(page);
  // A reload keeps neither the children nor the card's digits: the page reads them again.
  await page.reload();
  await expect(reference).toContainText(quoted!);
  await expectSummary(page);
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

  // Printed: the summary and the reference on one page, and no button.
  await page.emulateMedia({ media: 'print' });
  await expect(reference).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save this page' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeHidden();
  const visibleButtons = await page
    .getByRole('button')
    .evaluateAll(
      (buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).length,
    );
  expect(visibleButtons).toBe(0);
  const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // Logged in again from a fresh session (no registration token): the same summary and reference.
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  await open('/');
  await enterPhone(page, '5555550190');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Password' }).fill('Harbor-sandbox-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeFocused();
  await expect(reference).toContainText(quoted!);
  await expectSummary(page);
});

/** The summary rows, as a person reads them: plan and price, child, card, amount, arrival. */
async function expectSummary(page: import('@playwright/test').Page) {
  const summary = page.getByRole('region', { name: 'What you set up' });
  await expect(summary.getByRole('term')).toHaveText([
    'Plan',
    'Child',
    'Funding account',
    'First load',
    'Arrives',
  ]);
  await expect(summary.getByRole('definition')).toHaveText([
    'Max, $9.98 a month',
    'Alex',
    'Debit card •••• 4242',
    '$50',
    'Today, within minutes',
  ]);
}

async function addDebitCardExpectingError(page: import('@playwright/test').Page) {
  await expect(heading(page, HEADINGS.debitCard)).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('textbox', { name: 'Billing ZIP code' }).fill('62704');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Your card was declined. Please try a different card.',
  );
}
