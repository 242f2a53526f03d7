import { expect, test } from './fixtures';
import {
  addChild,
  choosePlan,
  fillAboutYou,
  fillAccount,
  fillLegalName,
  startNewParent,
} from './journey-steps';

// This file's workers run a server with the creditWaitlist toggle on (parent_flow_6), sent
// structured as section 9 describes it, with its confirmation screen.
test.use({
  serverEnv: { TOGGLES: '{"creditWaitlist":{"enabled":true,"showConfirmScreen":true}}' },
});

test('a parent in a credit-waitlist flow joins the waitlist after choosing a plan', async ({
  page,
  open,
  request,
}) => {
  await open('/');
  await startNewParent(page, request, '5555550185');
  await fillAccount(page, { email: 'casey.0185@example.com' });
  await fillLegalName(page, { firstName: 'Casey', lastName: 'Lee' });
  await fillAboutYou(page);
  await choosePlan(page, "No thanks, I don't need the perks");

  const question = page.getByRole('heading', { name: 'Join the credit waitlist?' });
  await expect(question).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
    'Choose whether to join the credit waitlist',
  );
  await page.reload();
  await expect(question).toBeVisible();
  await page.getByRole('radio', { name: 'Yes, add me to the waitlist' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "You're on the credit waitlist" })).toBeFocused();
  await expect(page.getByText("We'll email you at casey.0185@example.com")).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the answered question, the credit application the server holds is the choice.
  await expect(page.getByRole('heading', { name: 'Add your child' })).toBeFocused();
  await page.goBack();
  await expect(question).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Yes, add me to the waitlist' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "You're on the credit waitlist" })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await addChild(page, 'Jamie');
});
