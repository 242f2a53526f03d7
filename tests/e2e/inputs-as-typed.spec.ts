import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ABOUT_YOU_PAGES,
  addChild,
  choosePlan,
  continueButton,
  fillAboutYou,
  fillAccount,
  fillLegalName,
  newParentToIdentity,
  startNewParent,
} from './journey-steps';
import {
  addDebitCard,
  addInitialFunding,
  chooseFunding,
  enterSsn,
  HEADINGS,
  heading,
  SSN,
} from './money-steps';

// What a person types is kept exactly as typed, or refused at its field with a
// message; it is never rewritten into another amount, date or number.

/** Types as a person does, key by key, into an emptied field. */
async function typeInto(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text);
}

/** The message under a field (its accessible description holds hint and error). */
const expectFieldError = async (field: Locator, message: string | RegExp) => {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
};

const summary = (page: Page) => page.getByRole('region', { name: 'There is a problem' });

test('the first load keeps what was typed, refuses what is not an amount, and shows its limits as money', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await newParentToIdentity(page, request, '5555550260');
  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Debit card');
  await addDebitCard(page);
  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();

  const amount = page.getByRole('textbox', { name: 'How much would you like to add?' });
  // The limits are said before anyone reaches them, as money.
  await expect(amount).toHaveAccessibleDescription('From $20 to $10,000');
  const refusals: Array<[string, string]> = [
    ['$1,000,000', 'Enter an amount of $10,000 or less'],
    ['250000', 'Enter an amount of $10,000 or less'],
    ['25.5.5', 'Enter the amount in dollars using digits, like 25 or 1,000.50'],
    ['1e3', 'Enter the amount in dollars using digits, like 25 or 1,000.50'],
    ['-5', 'Enter an amount without a minus sign'],
    ['25.505', 'Enter no more than 2 digits after the decimal point, like 25.50'],
  ];
  for (const [typed, message] of refusals) {
    await typeInto(amount, typed);
    await expect(amount).toHaveValue(typed);
    await page.getByRole('button', { name: 'Add money' }).click();
    await expect(summary(page)).toContainText(message);
    await expect(amount).toHaveValue(typed);
    await expectFieldError(amount, new RegExp(message.replace(/[$.]/g, '\\$&')));
  }

  // What a person naturally types is taken as it reads.
  await addInitialFunding(page, '$1,000');
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
  await expect(page.getByText("$1,000 is on its way to your family's account.")).toBeVisible();
});

test('a date of birth is read as written, implausible years and unlisted states are refused at the field, and a date the server refuses comes back to its page', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550261');
  await fillAccount(page, { email: 'parent.5555550261@example.com' });
  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeVisible();

  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  for (const typed of ['1/2/1980', '1-2-1980', '01/02/1980']) {
    await typeInto(dob, typed);
    await expect(dob, typed).toHaveValue('01/02/1980');
  }
  // A two-digit year is not joined to the day: it is asked for in full.
  await typeInto(dob, '2/3/85');
  await expect(dob).toHaveValue('02/03/85');
  await continueButton(page).click();
  await expectFieldError(dob, /Enter the year of birth with all 4 digits, like 1985/);

  await typeInto(dob, '01/01/1890');
  await continueButton(page).click();
  await expectFieldError(dob, /Check the year of birth: enter a year from \d{4} on/);

  // The date's page checks only the date; the address is its own page. A parent of 15 passes
  // the page's check (13 and over) and is refused by the server with the whole group.
  const fifteen = `06/15/${new Date().getFullYear() - 15}`;
  await typeInto(dob, fifteen);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeFocused();

  // The state is picked from the states and territories; there is no ZZ to pick, and none
  // picked is said at the field.
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state.locator('option[value="ZZ"]')).toHaveCount(0);
  await expect(state.locator('option[value="PR"]')).toHaveText('Puerto Rico');
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Harbor Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('62704');
  await continueButton(page).click();
  await expectFieldError(state, /Choose your state or territory/);

  await state.selectOption({ label: 'Illinois' });
  await continueButton(page).click();

  // The server's refusal of the date brings the date's page back with it at the field; a
  // new date goes on to the address as typed, then the group is sent again.
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeVisible();
  await expect(dob).toHaveValue(fifteen);
  await expectFieldError(dob, /You must be at least 18 to open a parent account/);
  await typeInto(dob, '3/27/1985');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeFocused();
  await expect(state).toHaveValue('IL');
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
});

test('a pasted foreign number gets the page’s US-only message at the field, left as pasted', async ({
  page,
  open,
}) => {
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const phone = page.getByRole('textbox', { name: 'Mobile number' });
  await phone.focus();
  await page.keyboard.insertText('+44 20 7946 0958');
  await expect(phone).toHaveValue('+44 20 7946 0958');
  await continueButton(page).click();
  await expect(summary(page)).toContainText('US numbers only.');
  await expectFieldError(phone, /US numbers only\. Enter a 10-digit US mobile number/);
  await expect(page.getByText('Some of the information sent is missing or not valid.')).toHaveCount(
    0,
  );
});

test('a name too long gets its limit at the field; characters a name may not use are named, not dropped', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550262');
  await fillAccount(page, { email: 'parent.5555550262@example.com' });
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();

  const first = page.getByRole('textbox', { name: 'Legal first name' });
  const last = page.getByRole('textbox', { name: 'Legal last name' });
  await typeInto(first, 'A'.repeat(64));
  await typeInto(last, 'Rivera');
  await continueButton(page).click();
  await expectFieldError(first, /First name must be 60 characters or fewer/);

  await first.fill('Sam😀');
  await last.fill('李');
  await expect(first).toHaveValue('Sam😀');
  await expect(last).toHaveValue('李');
  await continueButton(page).click();
  await expectFieldError(first, /can only use letters .* Remove: 😀/);
  await expectFieldError(last, /can only use letters .* Remove: 李/);

  // A phone's curly apostrophe is a name's apostrophe.
  await first.fill('Sam');
  await last.fill('O’Neil');
  await continueButton(page).click();
  await fillAboutYou(page);
  await choosePlan(page, 'Max');
  await addChild(page);
  await expect(page.getByRole('heading', { name: 'Confirm your identity' })).toBeVisible();
});
