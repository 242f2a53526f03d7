import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ABOUT_YOU_PAGES, continueButton, fillLegalName, startNewParent } from './journey-steps';

/** Everything this tab keeps in session storage, as one string. */
const stored = (page: Page) => page.evaluate(() => JSON.stringify(sessionStorage));

test('what is typed and not yet sent survives a reload; a password typed is never stored', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550241');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('drafts.0241@example.com');
  await continueButton(page).click();

  // A password typed, then a reload before Continue: it is not kept anywhere in the tab.
  const password = 'Unsent-Harbor-Secret-41';
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  expect(await stored(page)).not.toContain(password);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await stored(page)).not.toContain(password);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await continueButton(page).click();
  await fillLegalName(page, { firstName: 'Dana', lastName: 'Draft' });

  // A date of birth typed, then a reload: still there; on the address page, a street typed and
  // a reload: the address page again, with the street (the draft keeps its page).
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeVisible();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01/02/1980');
  await page.reload();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue(
    /01\/0?2\/(19)?80/,
  );
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Harbor Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await page.reload();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('12 Harbor Lane');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
  await page.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('62704');
  await continueButton(page).click();

  // A plan picked but not sent, then a reload: still picked.
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
  await page.getByRole('radio', { name: /^Infinity/ }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Infinity/ })).toBeChecked();
  expect(await stored(page)).not.toContain(password);
});
