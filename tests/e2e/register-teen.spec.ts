import { expect, test } from './fixtures';
import {
  confirmCode,
  continueButton,
  createPassword,
  e164,
  fillDateOfBirth,
  fillLegalName,
  startTeen,
} from './journey-steps';
import { latestMessage, outbox } from './outbox';
import { VARIANT } from './variant';

const CHILD_FIRST = '/?toggles=kidFirstRegParentInviteV0';

test('a teen signing up first gives their age, names a parent, then confirms their number; the parent is texted once the teen has a name', async ({
  page,
  open,
  request,
  browser,
  server,
}) => {
  await open(CHILD_FIRST);
  await startTeen(page, '5555550182');
  // Section 4: 13 or more, signing up first with no invitation: parent_invite, no code yet.
  await fillDateOfBirth(page, '01/15/2010');
  const invite = page.getByRole('heading', { name: 'Invite a parent or guardian' });
  await expect(invite).toBeFocused();
  expect(await outbox(request, e164('5555550182'))).toEqual([]);

  // The teen's own number is not a parent's; Back keeps the date of birth.
  await page.getByRole('textbox', { name: 'Their first name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Their mobile number' }).fill('5555550182');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "Enter your parent or guardian's number, not your own",
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/15/2010');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(invite).toBeFocused();
  await page.getByRole('textbox', { name: 'Their mobile number' }).fill('5555550184');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Only now the teen's own code; the registration starts with the account.
  await confirmCode(page, request, '5555550182');
  await expect(page.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('robin.0182@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await createPassword(page);
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeFocused();
  await fillLegalName(page, { firstName: 'Robin', lastName: 'Teen' });
  // The parent named before the code is invited without asking again.
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
  // The number the invitation was texted to is there already (from the invitation's check).
  await expect(parent.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    '(555) 555-0184',
  );
  await continueButton(parent).click();
  await confirmCode(parent, request, '5555550184');
  await expect(parent.getByRole('heading', { name: "What's your email address?" })).toBeVisible();
  await parentContext.close();
});

test(
  'a child under 13 is stopped at cancel_age before any code is sent, and nothing is kept',
  VARIANT,
  async ({ page, open, request }) => {
    await open(CHILD_FIRST);
    await startTeen(page, '5555550183');
    const dob = page.getByRole('textbox', { name: 'Date of birth' });
    // A date that is none is the page's own error, at the field.
    await dob.fill('02/30/2012');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Enter a real date of birth as MM/DD/YYYY',
    );
    await dob.fill('06/01/2016');
    await page.getByRole('button', { name: 'Continue' }).click();
    const stop = page.getByRole('heading', { name: 'You need to be 13 or older to sign up' });
    await expect(stop).toBeFocused();
    // Nothing was sent for this child: no code to the number, no registration to keep.
    expect(await outbox(request, e164('5555550183'))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain('06/01/2016');
    await page.reload();
    await expect(stop).toBeVisible();
    await page.getByRole('button', { name: 'Back to the start' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  },
);

test(
  "a teen 13 by the phone's clock but not yet by the server's is stopped at cancel_age, and the number's code is erased",
  VARIANT,
  async ({ page, open, request }) => {
    const DAY = 24 * 60 * 60 * 1000;
    // The 13th birthday is tomorrow by the server's clock; the phone's clock is a day ahead.
    const tomorrow = new Date(Date.now() + DAY);
    const birthday = `${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}/${String(tomorrow.getUTCDate()).padStart(2, '0')}/${tomorrow.getUTCFullYear() - 13}`;
    await page.clock.install({ time: tomorrow });
    await open(CHILD_FIRST);
    await startTeen(page, '5555550287');
    await fillDateOfBirth(page, birthday);
    await page.getByRole('textbox', { name: 'Their first name' }).fill('Jo');
    await page.getByRole('textbox', { name: 'Their mobile number' }).fill('5555550288');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmCode(page, request, '5555550287');
    // Section 4's stop, as a page of its own (not an error on another step).
    const stop = page.getByRole('heading', { name: 'You need to be 13 or older to sign up' });
    await expect(stop).toBeFocused();
    // The server erased what the number left (COPPA), and the page keeps no date either.
    expect(await outbox(request, e164('5555550287'))).toEqual([]);
    expect(await outbox(request, e164('5555550288'))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(birthday);
  },
);

test(
  'a reload after naming the parent loses nothing: the registration still invites them',
  VARIANT,
  async ({ page, open, request }) => {
    await open(CHILD_FIRST);
    await startTeen(page, '5555550285');
    await fillDateOfBirth(page, '03/02/2011');
    await page.getByRole('textbox', { name: 'Their first name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Their mobile number' }).fill('5555550286');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.reload();
    await confirmCode(page, request, '5555550285');
    await page.getByRole('textbox', { name: 'Email address' }).fill('teen.0285@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await createPassword(page);
    await fillLegalName(page, { firstName: 'Alex', lastName: 'Teen' });
    await expect(page.getByRole('heading', { name: "You're in, Alex!" })).toBeVisible();
    const invitation = await latestMessage(request, e164('5555550286'), (m) => !!m.data.link);
    expect(invitation.body).toContain('Alex invited you');
    // Invited once, by the registration, not again by the page.
    expect(await outbox(request, e164('5555550286'))).toHaveLength(1);
  },
);
