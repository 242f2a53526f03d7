import { SEEDED } from '../../vocabulary/magic-values';
import { expect, test } from './fixtures';
import { enterPhone } from './journey-steps';
import { VARIANT } from './variant';

// Seeded people of the sandbox (server/README.md, magic values).
const digits = (e164: string) => e164.slice(2);
const CLOSED_TEXT =
  'Oops! Your account is currently closed. To reactivate, please log in to the Harbor app.';
const DEACTIVATED_TEXT =
  'Your account has been deactivated. Please call customer support at 1-888-483-2645.';

test('a returning parent logs in and reaches their completed registration', async ({
  page,
  open,
}) => {
  const parent = SEEDED.completeParent;
  await open('/');
  await enterPhone(page, digits(parent.phoneNumber));

  const welcome = page.getByRole('heading', { name: 'Welcome back' });
  await expect(welcome).toBeFocused();
  await expect(page.getByText('(555) 555-0101', { exact: true })).toBeVisible();

  // A reload resumes the login step with the same number.
  await page.reload();
  await expect(welcome).toBeVisible();
  await expect(page.getByText('(555) 555-0101', { exact: true })).toBeVisible();

  // Nothing typed: said at the field, before any call.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
    /Enter your password/,
  );

  // A wrong password: the sandbox's one message for every failed login, at the field.
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'The phone number or password is incorrect.',
  );

  await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A child still registering keeps the parent at complete (no next-gen hand-off).
  const done = page.getByRole('heading', { name: `You're all set, ${parent.firstName}!` });
  await expect(done).toBeFocused();
  // The password never reaches session storage.
  expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }))).not.toContain(
    parent.password,
  );
  await page.reload();
  await expect(done).toBeVisible();
});

test(
  'the login back button goes back to the phone step, and the toggle can hide it',
  VARIANT,
  async ({ page, open }) => {
    await open('/');
    await enterPhone(page, digits(SEEDED.completeParent.phoneNumber));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: "Let's get started" })).toBeFocused();

    await open('/?toggles=disableLoginBackButton');
    await enterPhone(page, digits(SEEDED.completeParent.phoneNumber));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  },
);

for (const variant of [
  { toggle: '', heading: 'Your account is deactivated', text: DEACTIVATED_TEXT },
  { toggle: 'newDeactivatedErrorMsg', heading: 'Your account is closed', text: CLOSED_TEXT },
]) {
  test(
    `a deactivated account cannot log in: ${variant.heading}`,
    VARIANT,
    async ({ page, open }) => {
      const parent = SEEDED.deactivatedParent;
      await open(variant.toggle ? `/?toggles=${variant.toggle}` : '/');
      await enterPhone(page, digits(parent.phoneNumber));
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

      await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      const heading = page.getByRole('heading', { name: variant.heading });
      await expect(heading).toBeFocused();
      // Spec section 8, word for word.
      await expect(page.getByText(variant.text, { exact: true })).toBeVisible();
      // Either text leaves a way to reach support: a number a phone dials.
      await expect(page.getByRole('link', { name: 'Call 1-888-483-2645' })).toHaveAttribute(
        'href',
        'tel:+18884832645',
      );
      await expect(page.getByText(/the provider/)).toHaveCount(0);
      await page.reload();
      await expect(heading).toBeVisible();

      await page.getByRole('button', { name: 'Back to the start' }).click();
      await expect(page.getByRole('heading', { name: "Let's get started" })).toBeFocused();
    },
  );
}

test(
  "a parent whose next step is the app's own (widget_page) is told to continue in the app",
  VARIANT,
  async ({ page, open }) => {
    const parent = SEEDED.widgetParent;
    await open('/');
    await enterPhone(page, digits(parent.phoneNumber));
    await page.getByRole('textbox', { name: 'Password' }).fill(parent.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Continue in the Harbor app' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    // A reload keeps the page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Continue in the Harbor app' })).toBeVisible();
  },
);
