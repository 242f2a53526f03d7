import { expect, test } from './fixtures';
import { confirmCode, createPassword, enterPhone, fillLegalName } from './journey-steps';

// This file's workers run a server with 'require token for approvers' on (server and page),
// and approvers at complete_placeholder counted as complete (section 4, "Other").
test.use({
  serverEnv: { TOGGLES: '{"requireTokenForApprovers":true,"approverPlaceholderComplete":true}' },
});

// Seeded approver (magic values, approverInvite) and the token of their invitation.
const APPROVER = { digits: '5555550104', userId: 'usr_seed_approver' };
const TOKEN = 'sandbox-approver-invite-0104';

test('an approver signs up through the invitation link; without it the invitation is refused', async ({
  page,
  open,
  request,
}) => {
  // Without the link's token, the registration cannot start: the page knows it (the toggle is
  // read on both sides) and asks the server nothing; trying again changes nothing.
  let initialises = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/registration/initialize')) initialises += 1;
  });
  await open('/');
  await enterPhone(page, APPROVER.digits);
  await confirmCode(page, request, APPROVER.digits);
  await expect(
    page.getByRole('heading', { name: "We couldn't load your next step" }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'This invitation is not valid. Please ask for a new one.',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'This invitation is not valid.',
  );
  expect(initialises).toBe(0);

  // Through the link: the token leaves the address bar and the registration starts.
  await open(`/?role=approver&userId=${APPROVER.userId}&placeholderToken=${TOKEN}`);
  await expect(page).not.toHaveURL(/placeholderToken|userId/);
  await createPassword(page);
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeFocused();
  await page.reload();
  await fillLegalName(page, { firstName: 'Robin', lastName: 'Helper' });
  await expect(page.getByRole('heading', { name: "You're all set, Robin!" })).toBeVisible();
});
