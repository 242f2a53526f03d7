import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { latestCode } from './outbox';

/**
 * Steps a journey takes through the flow, as a person would: by roles and labels. Each ends
 * on the next step's heading, so the next call can start at once.
 */

/** 555-555-0180 -> '+15555550180' (the outbox is keyed by E.164). */
export const e164 = (digits: string) => `+1${digits.replace(/\D/g, '').slice(-10)}`;

/** The step's main button: 'Continue', or 'Continue as ...' where the role is named. */
export const continueButton = (page: Page) => page.getByRole('button', { name: /^Continue/ });

/** Phone entry on a hydrated page; ends on whatever step the phone check chose. */
export async function enterPhone(page: Page, digits: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  await continueButton(page).click();
}

/** The confirmation code from the outbox; ends once the code step has gone. */
export async function confirmCode(page: Page, request: APIRequestContext, digits: string) {
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await latestCode(request, e164(digits));
  await page.getByRole('textbox', { name: 'Enter your code' }).fill(code);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);
}

/** A new parent: phone, role, code; ends at the first question group (the account). */
export async function startNewParent(page: Page, request: APIRequestContext, digits: string) {
  await enterPhone(page, digits);
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await confirmCode(page, request, digits);
}

/** The account: email on one page, password and its confirmation on the next. */
export async function fillAccount(
  page: Page,
  { email, password = 'Harbor-sandbox-2026' }: { email: string; password?: string },
) {
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toHaveCount(0);
}

/** The legal name; ends when the next group shows. */
export async function fillLegalName(
  page: Page,
  { firstName, lastName }: { firstName: string; lastName: string },
) {
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Legal first name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Legal last name' }).fill(lastName);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toHaveCount(0);
}

export type Address = { street: string; city: string; state: string; zip: string };
export const SANDBOX_ADDRESS: Address = {
  street: '12 Harbor Lane',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

/** About you's two question pages (docs/decisions/121): their headings. */
export const ABOUT_YOU_PAGES = {
  dob: "What's your date of birth?",
  address: "What's your home address?",
} as const;

/** About you's first page: a parent's date of birth (MM/DD/YYYY); ends on the address page. */
export async function fillAboutYouDate(page: Page, dob = '03/27/1985') {
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeVisible();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeFocused();
}

/** About you's second page: the home address; ends when the next group shows. */
export async function fillHomeAddress(page: Page, address: Address = SANDBOX_ADDRESS) {
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill(address.street);
  await page.getByRole('textbox', { name: 'City' }).fill(address.city);
  await page.getByRole('combobox', { name: 'State' }).selectOption(address.state);
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(address.zip);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.address })).toHaveCount(0);
}

/** A parent's date of birth (MM/DD/YYYY), then the home address, each on its own page. */
export async function fillAboutYou(
  page: Page,
  { dob = '03/27/1985', address = SANDBOX_ADDRESS }: { dob?: string; address?: Address } = {},
) {
  await fillAboutYouDate(page, dob);
  await fillHomeAddress(page, address);
}

/** The plan by its card title ('Standard', 'Invest', 'Max', 'Infinity'), or a skip link. */
export async function choosePlan(
  page: Page,
  plan: 'Standard' | 'Invest' | 'Max' | 'Infinity' | "No thanks, I don't need the perks" = 'Max',
) {
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
  if (plan.startsWith('No thanks')) {
    await page.getByRole('button', { name: plan }).click();
  } else {
    await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).click();
    await continueButton(page).click();
  }
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toHaveCount(0);
}

/** One child by first name; ends when the next group shows. */
export async function addChild(page: Page, firstName = 'Alex') {
  await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Add your child' })).toHaveCount(0);
}

/**
 * A new parent from the phone number to the identity group: account, legal name, about you,
 * plan and one child. The money journeys start from here.
 */
export async function newParentToIdentity(
  page: Page,
  request: APIRequestContext,
  digits: string,
  names: { firstName: string; lastName: string } = { firstName: 'Sam', lastName: 'Rivera' },
) {
  await startNewParent(page, request, digits);
  await fillAccount(page, { email: `parent.${digits.replace(/\D/g, '')}@example.com` });
  await fillLegalName(page, names);
  await fillAboutYou(page);
  await choosePlan(page, 'Max');
  await addChild(page);
}

/** The identity group has been reached (its heading only: the money journeys go on from it). */
export async function expectIdentityGroup(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirm your identity' })).toBeVisible();
}

/** A password on its own page (an invited person has no email question). */
export async function createPassword(page: Page, password = 'Harbor-sandbox-2026') {
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toHaveCount(0);
}

/** A teen signing up first (kidFirstRegParentInviteV0): phone and role; ends at the age page. */
export async function startTeen(page: Page, digits: string) {
  await enterPhone(page, digits);
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await page.getByRole('radio', { name: "I'm a teen" }).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "What's your date of birth?" })).toBeFocused();
}

/** A teen's date of birth, on its own page before the code. */
export async function fillDateOfBirth(page: Page, dob: string) {
  await expect(page.getByRole('heading', { name: "What's your date of birth?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: "What's your date of birth?" })).toHaveCount(0);
}

/**
 * The hand-off to the next-gen onboarding as it rests in the sandbox, which knows no address to
 * go to: the page says so and its button turns primary. Waiting for that end state keeps the
 * closing accessibility check off the button's colour change.
 */
export async function expectHandOffStalled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Taking you to our new sign-up' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/taking longer than usual/);
}
