import { expect, test } from './fixtures';
import { confirmCode, continueButton, enterPhone } from './journey-steps';

// Prove's mobile-number authentication in the sandbox's mock mode, with access management on;
// two toggles arrive as an experiment's variation_1 (section 9: on).
test.use({
  serverEnv: {
    TOGGLES: JSON.stringify({
      proveMobileAuth: 'variation_1',
      proveMockMode: true,
      accessManagement: 'variation_1',
    }),
  },
});

test('a parent confirms the number through the carrier: a failure, then success, then the code', async ({
  page,
  open,
  request,
}) => {
  const digits = '5555550271';
  const calls: string[] = [];
  page.on('request', (sent) => calls.push(new URL(sent.url()).pathname));

  // The mock's outcome is a test setting of the landing address (prove-mock-status header); a
  // designer's toggle override lasts the session, through the carrier and back.
  await open('/?proveMockStatus=failure&toggles=emailErrorStateOnBlur');
  await enterPhone(page, digits);
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Confirm your number instantly' })).toBeFocused();
  await page.getByRole('button', { name: 'Confirm my number' }).click();

  // Back from the carrier's redirect: failed, and the result has left the address bar.
  await expect(
    page.getByRole('heading', { name: "We couldn't confirm your number" }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/proveStatus/);

  // The tester asks the mock for success; the page resumes where it was.
  await open('/?proveMockStatus=success');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Number confirmed' })).toBeVisible();
  await continueButton(page).click();

  // The access request is no longer needed: a plain verification code, on the newer paths.
  await confirmCode(page, request, digits);
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('sam@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/Enter an email address like sam@example.com/);
  expect(calls.filter((path) => path.includes('/prove-redirect-uri'))).toHaveLength(2);
  expect(calls).toContain('/growth/api/v2/registration/verify');
  expect(calls).toContain('/growth/api/v2/registration/confirm');
  expect(calls.some((path) => path.endsWith('/access-request'))).toBe(false);
});

test('a reload on the carrier page keeps it, texts no code, and an old success link changes nothing', async ({
  page,
  open,
  layoutType,
}) => {
  test.skip(layoutType === 'compact', 'a reload is about the browser, not the width');
  const sends: string[] = [];
  page.on('request', (sent) => {
    if (/\/(verify|access-request|voice-pin)$/.test(new URL(sent.url()).pathname)) {
      sends.push(sent.url());
    }
  });
  await open('/');
  await enterPhone(page, '5555550272');
  await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
  await continueButton(page).click();
  const carrier = page.getByRole('heading', { name: 'Confirm your number instantly' });
  await expect(carrier).toBeFocused();
  await page.reload();
  await expect(carrier).toBeVisible();
  await open('/?proveStatus=success');
  await expect(carrier).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);
  expect(sends).toEqual([]);
});
