import { MINIMUM_WALLET_LOAD } from '../../flows/rules/constants';
import { expect, test } from './fixtures';
import {
  expectIdentityGroup,
  fillAboutYou,
  fillAccount,
  fillLegalName,
  startNewParent,
} from './journey-steps';
import { chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';

// This file's workers run a server whose toggle service turns on the newer core prices,
// 'Maybe later' on the plan, the add-child COPPA toggle with both of its fields, and the
// wallet minimum the server gives for the first load.
const TOGGLES = {
  enableCorePriceChange: true,
  acquisitionSetPlanMaybeLater: true,
  minimumWalletLoad: true,
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

test('under minimumWalletLoad the first load says the server’s minimum, asked again after a reload', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('actionType=get_initial_funding')) asked.push(request.url());
  });
  await parentAtIdentity('5555550351');
  await open('/');
  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Link your bank instantly');
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  await expect(page.getByText(`Start with at least $${MINIMUM_WALLET_LOAD}`)).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  // A reload shows the page before the toggles have come: the minimum is asked once they do.
  await page.reload();
  await expect(heading(page, HEADINGS.initialFunding)).toBeVisible();
  await expect.poll(() => asked.length).toBe(2);
  await page
    .getByRole('textbox', { name: HEADINGS.initialFunding })
    .fill(String(MINIMUM_WALLET_LOAD - 1));
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(
    page.getByText(`Enter an amount of at least $${MINIMUM_WALLET_LOAD}`).first(),
  ).toBeVisible();
});
