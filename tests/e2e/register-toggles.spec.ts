import { expect, test } from './fixtures';
import {
  expectIdentityGroup,
  fillAboutYou,
  fillAccount,
  fillLegalName,
  startNewParent,
} from './journey-steps';

// This file's workers run a server whose toggle service turns on the newer core prices,
// 'Maybe later' on the plan, and the add-child COPPA toggle with both of its fields.
const TOGGLES = {
  enableCorePriceChange: true,
  acquisitionSetPlanMaybeLater: true,
  addChildCoppa: { enabled: true, requireChildDateOfBirth: true, displayDisclaimer: true },
};
test.use({ serverEnv: { TOGGLES: JSON.stringify(TOGGLES) } });

test('plan prices and skip, and a child with a date of birth, follow the toggles', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550187');
  await fillAccount(page, { email: 'drew.0187@example.com' });
  await fillLegalName(page, { firstName: 'Drew', lastName: 'Park' });
  await fillAboutYou(page);

  // Section 9 with enableCorePriceChange: standard 5.99, max 9.98 (3.99 more than standard).
  await expect(page.getByRole('heading', { name: "Choose your family's plan" })).toBeFocused();
  await expect(page.getByRole('radio', { name: /^Standard/ })).toContainText('$5.99/mo');
  await expect(page.getByRole('radio', { name: /^Max/ })).toContainText(
    '$3.99 a month more than Standard',
  );
  await page.getByRole('button', { name: 'Maybe later' }).click();

  // COPPA: each child's date of birth, and why it is asked.
  await expect(page.getByRole('heading', { name: 'Add your child' })).toBeFocused();
  await expect(
    page.getByText("We ask for your child's first name and date of birth"),
  ).toBeVisible();
  await page.reload();
  await page.getByRole('textbox', { name: 'First name' }).fill('Avery');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('02/31/2015');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    "Enter your child's date of birth as MM/DD/YYYY",
  );
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('02/14/2015');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectIdentityGroup(page);
});
