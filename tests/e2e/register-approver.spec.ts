import { expect, test } from './fixtures';
import {
  confirmCode,
  continueButton,
  createPassword,
  e164,
  enterPhone,
  fillLegalName,
} from './journey-steps';
import { outbox } from './outbox';

// This file's workers run a server with 'require token for approvers' on (server and page),
// and approvers at complete_placeholder counted as complete (section 4, "Other").
test.use({
  serverEnv: { TOGGLES: '{"requireTokenForApprovers":true,"approverPlaceholderComplete":true}' },
});

// Seeded approver (magic values, approverInvite) and the token of their invitation.
const APPROVER = { digits: '5555550104', userId: 'usr_seed_approver' };
const TOKEN = 'sandbox-approver-invite-0104';

test('an approver signs up through the invitation link; without it the phone step says so before any code', async ({
  page,
  open,
  request,
}) => {
  // Without the link's token, the registration cannot start: the page knows it (the toggle is
  // read on both sides) and says so at the phone step, with the way on; no code is texted.
  const sends: string[] = [];
  page.on('request', (sent) => {
    if (/\/(verify|access-request|voice-pin|initialize)$/.test(new URL(sent.url()).pathname)) {
      sends.push(sent.url());
    }
  });
  await open('/');
  await enterPhone(page, APPROVER.digits);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'open the link in the text message that invited you',
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  expect(sends).toEqual([]);
  expect(await outbox(request, e164(APPROVER.digits))).toEqual([]);

  // Through the link: the token leaves the address bar, the number is there, the code comes.
  await open(`/?role=approver&userId=${APPROVER.userId}&placeholderToken=${TOKEN}`);
  await expect(page).not.toHaveURL(/placeholderToken|userId/);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('(555) 555-0104');
  await continueButton(page).click();
  await confirmCode(page, request, APPROVER.digits);
  await createPassword(page);
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeFocused();
  await page.reload();
  await fillLegalName(page, { firstName: 'Robin', lastName: 'Helper' });
  await expect(page.getByRole('heading', { name: "You're all set, Robin!" })).toBeVisible();
});
