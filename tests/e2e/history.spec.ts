import type { Page } from '@playwright/test';
import { fakeAndroidApp, pressAndroidBack } from './fake-android-app';
import { expect, test } from './fixtures';
import {
  ABOUT_YOU_PAGES,
  addChild,
  choosePlan,
  continueButton,
  enterPhone,
  fillAboutYou,
  fillAccount,
  fillLegalName,
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
import { VARIANT } from './variant';

/** Browser history over the steps (GOV.UK question pages, docs/decisions/071). */

const TITLES = {
  name: "What's your legal name?",
  aboutYou: ABOUT_YOU_PAGES.dob,
  homeAddress: ABOUT_YOU_PAGES.address,
  plan: "Choose your family's plan",
  child: 'Add your child',
};

/** The answers the server holds for the registration, as its last response prefilled them. */
const serverAnswers = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('webreg:state') ?? '{}') as {
      registration?: { prefilledAnswers?: Record<string, unknown> };
    };
    return stored.registration?.prefilledAnswers ?? {};
  });

/**
 * Five steps forward from the account (legal name, about you's two pages, plan, then the child
 * page), four back to the legal name, each page with its answers, then forward again changing the
 * last name and the plan; a reload in between keeps the page; it finishes with every answer.
 * `back` is the browser's Back button, or the Android app's.
 */
async function forwardBackForward(page: Page, back: () => Promise<void>, digits: string) {
  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });
  await fillAboutYou(page);
  await choosePlan(page, 'Max');
  await expect(heading(page, TITLES.child)).toBeVisible();
  await expect(page).toHaveTitle(`${TITLES.child} – Harbor`);

  await back();
  await expect(heading(page, TITLES.plan)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Max/ })).toBeChecked();
  // About you's two pages, the address first (docs/decisions/121).
  await back();
  await expect(heading(page, TITLES.homeAddress)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('62704');
  await back();
  await expect(heading(page, TITLES.aboutYou)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1985');
  await back();
  await expect(heading(page, TITLES.name)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Legal first name' })).toHaveValue('Sam');
  await expect(page).toHaveTitle(`${TITLES.name} – Harbor`);

  // Forward, unchanged, then back again: the page is the one left.
  await page.goForward();
  await expect(heading(page, TITLES.aboutYou)).toBeVisible();
  await back();
  await expect(heading(page, TITLES.name)).toBeVisible();

  // A reload keeps the page the person went back to.
  await page.reload();
  await expect(heading(page, TITLES.name)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Legal last name' })).toHaveValue('Rivera');

  // Forward again by Continue, one answer changed: the pages after it keep theirs.
  await page.getByRole('textbox', { name: 'Legal last name' }).fill('Rivers');
  await continueButton(page).click();
  await expect(heading(page, TITLES.aboutYou)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1985');
  await continueButton(page).click();
  await expect(heading(page, TITLES.homeAddress)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('62704');
  await continueButton(page).click();
  await expect(heading(page, TITLES.plan)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Max/ })).toBeChecked();
  await choosePlan(page, 'Invest');
  await expect(heading(page, TITLES.child)).toBeVisible();
  await page.reload();
  await expect(heading(page, TITLES.child)).toBeVisible();
  await addChild(page, 'Alex');

  expect(await serverAnswers(page)).toMatchObject({
    setUserEmail: `history.${digits}@example.com`,
    setLegalFirstName: 'Sam',
    setLegalLastName: 'Rivers',
    setDateOfBirth: '03/27/1985',
    setPlan: { pricingPlanName: 'invest' },
  });

  // The child added (one-way): Back no longer returns into what it settled.
  await expect(heading(page, HEADINGS.identity)).toBeVisible();
  await back();
  await expect(heading(page, HEADINGS.identity)).toBeVisible();
  await expect(heading(page, TITLES.child)).toHaveCount(0);

  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Debit card');
  await addDebitCard(page);
  await addInitialFunding(page, '50');
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
  // A finished sign-up stays finished.
  await back();
  await expect(page.getByRole('heading', { name: "You're all set, Sam!" })).toBeVisible();
}

test('Back and Forward move between the steps, keep every answer, and survive a reload', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550230');
  await fillAccount(page, { email: 'history.5555550230@example.com' });
  await forwardBackForward(
    page,
    async () => {
      await page.goBack();
    },
    '5555550230',
  );
});

test('the Android app back button moves between the steps the same way', async ({
  page,
  open,
  request,
}) => {
  const messages = await fakeAndroidApp(page);
  await open('/?appOs=android&appVersion=7.2.0');
  await expect(page.locator('[data-layout-type="compact"]')).toBeVisible();
  await startNewParent(page, request, '5555550231');
  await fillAccount(page, { email: 'history.5555550231@example.com' });
  await forwardBackForward(page, () => pressAndroidBack(page), '5555550231');
  // The app hears of the finished sign-up once, whatever Back was pressed on the way; Done
  // then closes the web view.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(async () => (await messages()).map((message) => message.name))
    .toEqual(['setUserInfo', 'registrationComplete', 'closeWebView']);
});

test(
  'Back from the code returns to the role choice, and the title says when there is an error',
  VARIANT,
  async ({ page, open }) => {
    await open('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const opened = page.url();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('5555550232');
    await continueButton(page).click();
    await expect(heading(page, "Who's signing up?")).toBeVisible();
    await expect(page).toHaveTitle("Who's signing up? – Harbor");
    await continueButton(page).click();
    await expect(page).toHaveTitle("Error: Who's signing up? – Harbor");
    await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
    await continueButton(page).click();
    await expect(heading(page, 'Enter your code')).toBeVisible();
    await page.goBack();
    await expect(heading(page, "Who's signing up?")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '(555) 555-0232',
    );
    // The address never changes with the steps: no entry carries a token or an answer in it.
    expect(page.url()).toBe(opened);
  },
);

test('Back from the code shows the role still picked', VARIANT, async ({ page, open }) => {
  await open('/');
  await enterPhone(page, '2025550303');
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(heading(page, 'Enter your code')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('radio', { name: "I'm a parent or guardian" })).toBeChecked();
  await continueButton(page).click();
  await expect(heading(page, 'Enter your code')).toBeVisible();
});

test('browser Back and Forward move between the funding choice and the card form, and never throw', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await parentAtIdentity('2025550304');
  await open('/');
  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Debit card');
  await expect(heading(page, HEADINGS.debitCard)).toBeVisible();
  await page.getByRole('textbox', { name: 'Billing ZIP code' }).fill('62704');
  await page.goBack();
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Debit card/ })).toBeChecked();
  await page.goForward();
  await expect(heading(page, HEADINGS.debitCard)).toBeVisible();
  await page.goBack();
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  // Before the funding choice lies identity, which is settled: the choice stays.
  await page.goBack();
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  expect(errors).toEqual([]);
});
