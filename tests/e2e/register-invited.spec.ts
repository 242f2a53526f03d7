import { expect, test } from './fixtures';
import { confirmCode, createPassword, enterPhone, fillLegalName } from './journey-steps';

test('a child invited by a parent confirms the number, sets a password and finishes as complete_child', async ({
  page,
  open,
  request,
}) => {
  // Seeded: Kit, added with this number by a complete parent (magic values, invitedChild).
  await open('/');
  await enterPhone(page, '5555550103');
  await confirmCode(page, request, '5555550103');
  await createPassword(page);

  // A reload in the middle resumes the same group.
  await expect(page.getByRole('heading', { name: "What's your legal name?" })).toBeFocused();
  await page.reload();
  await fillLegalName(page, { firstName: 'Kit', lastName: 'Complete' });
  await expect(page.getByRole('heading', { name: "You're in, Kit!" })).toBeVisible();
});
