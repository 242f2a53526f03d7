import { expect, test } from './fixtures';
import {
  ABOUT_YOU_PAGES,
  addChild,
  choosePlan,
  confirmCode,
  continueButton,
  enterPhone,
  expectIdentityGroup,
  fillAboutYou,
  fillAboutYouDate,
  fillAccount,
  fillHomeAddress,
  fillLegalName,
  SANDBOX_ADDRESS,
  startNewParent,
} from './journey-steps';
import { latestMessage } from './outbox';
import { VARIANT } from './variant';

test('a new parent goes from the phone through account, name, about you, plan and a child to identity', async ({
  page,
  open,
  request,
}) => {
  // From a partner's link that names a plan: the plan comes preselected.
  await open('/?partner=sandbox-partner&plan=invest');
  await startNewParent(page, request, '5555550180');

  // The email is checked as typed: a likely typo is offered, and kept only if the person says so.
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeFocused();
  // No count of pages that the path may change: the section the page belongs to.
  await expect(page.getByText('Your account', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const email = page.getByRole('textbox', { name: 'Email address' });
  // Checked while the person pauses, before any press.
  const checked = page.waitForRequest(
    (request) => request.url().includes('/valid-email') && request.url().includes('gmial'),
  );
  await email.fill('sam.0180@gmial.com');
  await checked;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Did you mean sam.0180@gmail.com?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, use sam.0180@gmail.com' }).click();
  await expect(email).toHaveValue('sam.0180@gmail.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A reload in the middle resumes the same group.
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create a password' })).toBeVisible();
  await expect(page.getByText('Your account', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Harbor-sandbox-2026');
  await page.getByLabel('Confirm password').fill('Harbor-sandbox-2027');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "The passwords don't match",
  );
  await page.getByLabel('Confirm password').fill('Harbor-sandbox-2026');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The account's email brings a verification link: opened in this tab, the app verifies it
  // and says so over the sign-up, which carries on after Continue. Opened again, it is still
  // verified; a link whose token is not the one sent is not.
  await expect(page.getByRole('heading', { name: 'Create a password' })).toHaveCount(0);
  const emailed = await latestMessage(request, 'sam.0180@gmail.com', (message) =>
    Boolean(message.data.link?.includes('verifyEmailToken')),
  );
  const link = new URL(emailed.data.link!);
  await open(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page).not.toHaveURL(/verifyEmailToken|userId/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
  await open(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  link.searchParams.set('verifyEmailToken', 'not-the-one-sent');
  await open(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: "We couldn't verify your email" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });

  // About you: the date of birth, then the home address, where P.O. boxes are refused
  // before anything is sent.
  await expect(page.getByRole('heading', { name: ABOUT_YOU_PAGES.dob })).toBeFocused();
  await expect(page).toHaveTitle(`${ABOUT_YOU_PAGES.dob} – Harbor`);
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute(
    'autocomplete',
    'bday',
  );
  await fillAboutYouDate(page);
  await expect(page).toHaveTitle(`${ABOUT_YOU_PAGES.address} – Harbor`);
  await page.getByRole('textbox', { name: 'Street address' }).fill('P.O. Box 12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "We can't send cards to a P.O. box. Enter a street address.",
  );
  await fillHomeAddress(page);

  await page.reload();
  await expect(page.getByRole('radio', { name: /^Invest/ })).toBeChecked();
  await choosePlan(page, 'Max');
  await addChild(page, 'Alex');
  await expectIdentityGroup(page);
});

test('the Back link walks back to the phone number and forward again, losing nothing, and never into a used code', async ({
  page,
  open,
  request,
}) => {
  const back = page.getByRole('button', { name: 'Back' });
  const heading = (name: string) => page.getByRole('heading', { name });
  await open('/');
  // The first page has nothing before it.
  await expect(back).toHaveCount(0);
  await enterPhone(page, '5555550249');
  await expect(heading("Who's signing up?")).toBeFocused();
  await expect(page.getByText('Your account', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(heading('Enter your code')).toBeVisible();

  // Back before the code is used: the role, then the number, each as it was left.
  await back.click();
  await expect(heading("Who's signing up?")).toBeFocused();
  await expect(page.getByRole('radio', { name: "I'm a parent or guardian" })).toBeChecked();
  await back.click();
  await expect(heading("Let's get started")).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(555) 555-0249');
  await expect(back).toHaveCount(0);

  // Forward again from what is still there.
  await continueButton(page).click();
  await expect(page.getByRole('radio', { name: "I'm a parent or guardian" })).toBeChecked();
  await continueButton(page).click();
  await confirmCode(page, request, '5555550249');

  // The code is used and the account is made: no link leads back to either.
  await expect(heading("What's your email address?")).toBeFocused();
  await expect(back).toHaveCount(0);
  await fillAccount(page, { email: 'sam.0249@example.com' });
  await expect(heading("What's your legal name?")).toBeVisible();
  await expect(back).toHaveCount(0);
  await fillLegalName(page, { firstName: 'Sam', lastName: 'Rivera' });

  // About you's two pages (docs/decisions/121): from the address, the Back link returns to
  // the date as typed, and Continue to the address as typed, with nothing sent between.
  await fillAboutYouDate(page);
  await expect(page.getByText('Your account', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill(SANDBOX_ADDRESS.street);
  await back.click();
  await expect(heading(ABOUT_YOU_PAGES.dob)).toBeFocused();
  await expect(page).toHaveTitle(`${ABOUT_YOU_PAGES.dob} – Harbor`);
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1985');
  await continueButton(page).click();
  await expect(heading(ABOUT_YOU_PAGES.address)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(
    SANDBOX_ADDRESS.street,
  );
  await fillHomeAddress(page);

  // From the plan back to the name, every answer still in its field, then forward again.
  await expect(heading("Choose your family's plan")).toBeFocused();
  await expect(page.getByText('Your plan', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /^Max/ }).click();
  await back.click();
  await expect(heading(ABOUT_YOU_PAGES.address)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue(SANDBOX_ADDRESS.zip);
  await back.click();
  await expect(heading(ABOUT_YOU_PAGES.dob)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1985');
  await back.click();
  await expect(heading("What's your legal name?")).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Legal first name' })).toHaveValue('Sam');
  await expect(back).toHaveCount(0);
  await continueButton(page).click();
  await expect(heading(ABOUT_YOU_PAGES.dob)).toBeFocused();
  await continueButton(page).click();
  await expect(heading(ABOUT_YOU_PAGES.address)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(SANDBOX_ADDRESS.city);
  await continueButton(page).click();
  await choosePlan(page, 'Max');

  // The children's page goes back to the plan as chosen.
  await expect(heading('Add your child')).toBeFocused();
  await expect(page.getByText('Your family', { exact: true })).toBeVisible();
  await back.click();
  await expect(page.getByRole('radio', { name: /^Max/ })).toBeChecked();
  await continueButton(page).click();
  await addChild(page, 'Alex');
  await expectIdentityGroup(page);
  await expect(page.getByText('Identity', { exact: true })).toBeVisible();
  await expect(back).toHaveCount(0);
});

test(
  'an email that already has an account offers to log in instead',
  VARIANT,
  async ({ page, open, request }) => {
    await open('/');
    await startNewParent(page, request, '5555550181');
    await page.getByRole('textbox', { name: 'Email address' }).fill('complete.parent@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'The email address you entered is already associated with an account.',
    );
    await page.getByRole('button', { name: 'Log in instead' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeFocused();
  },
);

test(
  'an address the postal service cannot confirm waits as a notice, and is fixed in place',
  VARIANT,
  async ({ page, open, request }) => {
    await open('/?toggles=promoCodeVerification');
    await startNewParent(page, request, '5555550186');
    await expect(page.getByRole('heading', { name: 'Have a promo code?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue without a code' }).click();
    await fillAccount(page, { email: 'uma.0186@example.com' });

    // Toggle promoCodeVerification: the referral code is checked as it is typed.
    await page.getByRole('textbox', { name: 'Legal first name' }).fill('Uma');
    await page.getByRole('textbox', { name: 'Legal last name' }).fill('Res');
    const code = page.getByRole('textbox', { name: /Referral code/ });
    await code.fill('NOPE-0186');
    await expect(page.getByText('That promo code is not valid.')).toBeVisible();
    await expect(code).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'That promo code is not valid.',
    );
    await code.fill('SANDBOX-EARNED');
    await expect(page.getByText("Code accepted: you've earned your $10 reward.")).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // ZIP 99999: the sandbox's postal check cannot confirm it (magic values).
    await fillAboutYou(page, { address: { ...SANDBOX_ADDRESS, zip: '99999' } });

    const notice = page.getByRole('status').filter({ hasText: 'Check your home address' });
    await expect(notice).toContainText(
      'We could not confirm this address with the postal service.',
    );
    await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeVisible();
    await page.reload();
    await notice.getByRole('button', { name: 'Edit address' }).click();
    await expect(page.getByRole('heading', { name: "What's your home address?" })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('99999');
    // What is typed stays as typed: a character the address cannot carry is named at the field,
    // not silently removed.
    const city = page.getByRole('textbox', { name: 'City' });
    const typedCity = await city.inputValue();
    await city.fill(`${typedCity} 市`);
    await expect(city).toHaveValue(`${typedCity} 市`);
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('62704');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(city).toHaveAccessibleDescription(/Remove: 市/);
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Remove: 市',
    );
    await city.fill(typedCity);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toHaveCount(0);
    await choosePlan(page, 'Standard');
    await expect(page.getByRole('heading', { name: 'Add your child' })).toBeVisible();
  },
);
