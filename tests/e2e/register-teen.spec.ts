import { expect, test } from './fixtures';
import {
  confirmCode,
  createPassword,
  e164,
  enterPhone,
  fillDateOfBirth,
  fillLegalName,
  inviteParent,
  startTeen,
} from './journey-steps';
import { latestMessage, outbox } from './outbox';

const CHILD_FIRST = '/?toggles=kidFirstRegParentInviteV0';

test('a teen signing up first invites a parent, whose invitation arrives by text', async ({
  page,
  open,
  request,
  browser,
  server,
}) => {
  await open(CHILD_FIRST);
  await startTeen(page, request, '5555550182');
  // The age gate comes before any personal data (COPPA).
  await fillDateOfBirth(page, '01/15/2010');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('robin.0182@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await createPassword(page);

  // A reload in the middle resumes the same group.
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeFocused();
  await page.reload();
  await fillLegalName(page, { firstName: 'Robin', lastName: 'Teen' });

  // The teen's own number is not a parent's.
  await expect(page.getByRole('heading', { name: 'Invite a parent or guardian' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Their first name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Their mobile number' }).fill('5555550182');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "Enter your parent or guardian's number, not your own",
  );
  await inviteParent(page, 'Jordan', '5555550184');
  await expect(page.getByRole('heading', { name: "You're in, Robin!" })).toBeVisible();

  const invitation = await latestMessage(request, e164('5555550184'), (m) => !!m.data.link);
  expect(invitation.body).toContain('Robin invited you');
  const link = new URL(invitation.data.link!);
  expect(link.searchParams.get('role')).toBe('parent');

  // The parent opens the link on their own phone and starts their registration.
  const parentContext = await browser.newContext({ baseURL: server.url });
  const parent = await parentContext.newPage();
  await parent.goto(`${link.pathname}${link.search}`);
  await expect(parent).not.toHaveURL(/placeholderToken/);
  await enterPhone(parent, '5555550184');
  await confirmCode(parent, request, '5555550184');
  await expect(parent.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await parentContext.close();
});

test('a child under 13 is stopped at cancel_age having given no email or password, and nothing is kept', async ({
  page,
  open,
  request,
}) => {
  await open(CHILD_FIRST);
  await startTeen(page, request, '5555550183');
  // The date of birth is the first question: no email or password field has been shown.
  await expect(page.getByRole('heading', { name: "What's your date of birth?" })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('06/01/2016');
  await page.getByRole('button', { name: 'Continue' }).click();
  const stop = page.getByRole('heading', { name: 'You need to be 13 or older to sign up' });
  await expect(stop).toBeFocused();
  // The server erased the sign-up: even the texted code to the child's number is gone, and
  // the tab keeps neither the date of birth nor a token.
  expect(await outbox(request, e164('5555550183'))).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('06/01/2016');
  const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('webreg:state')!));
  expect(state.registration.registrationToken).toBeNull();
  await page.reload();
  await expect(stop).toBeVisible();
  await page.getByRole('button', { name: 'Back to the start' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
});
