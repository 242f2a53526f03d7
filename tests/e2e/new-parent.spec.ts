import { expect, test } from './fixtures';
import { confirmCode, continueButton, enterPhone } from './journey-steps';
import { latestCode } from './outbox';

test('a new parent picks a role and confirms the texted code', async ({
  page,
  open,
  request,
  layoutType,
}) => {
  // On a wide screen the website shows the side panel beside the role and code pages too; a
  // phone's column and the native apps' webview have none.
  const panel = page.getByRole('complementary', { name: 'Your sign-up' });
  // Before a role is chosen nobody has said a parent signs up: only the help line.
  const expectPanel = async (summary: string[]) => {
    if (layoutType === 'compact' || (page.viewportSize()?.width ?? 0) < 1200) {
      await expect(panel).toBeHidden();
    } else {
      await expect(panel).toBeInViewport();
      await expect(panel).toContainText('Need help?');
      await expect(panel.getByRole('definition')).toHaveText(summary);
    }
  };
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.getByRole('textbox', { name: 'Mobile number' }).fill('5555550150');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A number the service has never seen: who is signing up?
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeFocused();
  await expectPanel([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose whether you are a parent or a teen',
  );
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Parents need an access request: the code goes out as the step opens.
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(page.getByText('(555) 555-0150', { exact: true })).toBeVisible();
  await expectPanel(['Not chosen yet', 'None added yet']);
  const code = await latestCode(request, '+15555550150');

  // A wrong code is refused at the field, in the sandbox's words.
  const wrong = code === '000000' ? '111111' : '000000';
  const field = page.getByRole('textbox', { name: 'Enter your code' });
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field).toHaveAccessibleDescription(/not right/);

  // A reload keeps the step and does not send another code.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Enter your code' }).fill(code);
  // On a slow network a second press while the code is checked sends nothing more: the
  // button is busy (aria-busy) until the answer comes.
  // The check is held until the second press is made, so on a slow machine the second press
  // still meets the code page, not the page after it.
  const confirms: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/confirm', async (route) => {
    confirms.push(route.request().method());
    await released;
    await route.continue();
  });
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // force: Playwright would otherwise wait for the busy (aria-disabled) button to be enabled,
  // which a person pressing again does not.
  await submit.click({ force: true });
  release();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(confirms).toEqual(['PUT']);
});

test('a number corrected before its code is used starts a registration of its own', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await enterPhone(page, '5555550250');
  const parent = page.getByRole('radio', { name: "I'm a parent or guardian" });
  await parent.click();
  await continueButton(page).click();
  await expect(page.getByText('(555) 555-0250', { exact: true })).toBeVisible();

  // The wrong number: Back to the role (picked again), Back to the phone step, the right one.
  await page.goBack();
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await parent.click();
  await page.goBack();
  await enterPhone(page, '5555550251');
  // A number the service does not know starts from nothing: not even the pick made for the
  // other number (it may be another person on the same phone).
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeFocused();
  await expect(parent).not.toBeChecked();
  await parent.click();
  await continueButton(page).click();
  await expect(page.getByText('(555) 555-0251', { exact: true })).toBeVisible();
  await confirmCode(page, request, '5555550251');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
});
