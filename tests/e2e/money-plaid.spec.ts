import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseFunding, enterSsn, HEADINGS, heading, SSN } from './money-steps';

// Plaid Link through the real react-plaid-link package, Plaid's side answered by a fake: the
// test serves the script the package loads from Plaid's CDN. The fake keeps what Link was
// created with (in session storage, across the OAuth bank's page change) and behaves as Link
// does for an OAuth institution: open() leaves for the bank, which returns the page to the
// app with an oauth_state_id; created again with that address (receivedRedirectUri) and the
// same link token, open() finishes with a public token and the account picked.
const FAKE_LINK_INITIALIZE = `
  (() => {
    const KEY = 'fake-plaid-created';
    window.Plaid = {
      create(config) {
        const created = JSON.parse(sessionStorage.getItem(KEY) || '[]');
        created.push({ token: config.token, receivedRedirectUri: config.receivedRedirectUri ?? null });
        sessionStorage.setItem(KEY, JSON.stringify(created));
        setTimeout(() => config.onLoad && config.onLoad(), 0);
        let opened = false;
        return {
          open() {
            opened = true;
            if (!config.receivedRedirectUri) {
              window.location.assign('/?oauth_state_id=fake-plaid-state');
              return;
            }
            config.onSuccess('public-sandbox-from-plaid', {
              institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
              accounts: [{ id: 'sandbox-checking', name: 'Plaid Checking', mask: '0000',
                type: 'depository', subtype: 'checking', verification_status: null, class_type: null }],
              link_session_id: 'fake-session',
            });
          },
          exit() {
            if (opened) config.onExit && config.onExit(null, { status: null, institution: null });
          },
          submit() {},
          destroy() {},
        };
      },
    };
  })();
`;

async function fakePlaid(page: Page) {
  const scripts: string[] = [];
  await page.route('https://cdn.plaid.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_LINK_INITIALIZE });
  });
  const created = () =>
    page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('fake-plaid-created') ?? '[]') as {
          token: string;
          receivedRedirectUri: string | null;
        }[],
    );
  return { scripts, created };
}

test.use({ serverEnv: { BANK_LINK: 'plaid' } });

test('with BANK_LINK=plaid the bank link is Plaid Link, loaded on the funding step, through an OAuth bank', async ({
  page,
  open,
  parentAtIdentity,
}) => {
  const plaid = await fakePlaid(page);
  await parentAtIdentity('5555550182');
  await open('/');
  await enterSsn(page, SSN.pass);
  await chooseFunding(page, 'Link your bank instantly');
  await expect(heading(page, HEADINGS.bankLink)).toBeFocused();
  // The link token as the server answered it, read on its way to the page (the OAuth bank
  // navigates away at once, so the response itself may be gone before a test could read it).
  let plaidLinkToken = '';
  await page.route(/get_plaid_link_token/, async (route) => {
    const answer = await route.fetch();
    plaidLinkToken = ((await answer.json()) as { plaidLinkToken: string }).plaidLinkToken;
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(heading(page, HEADINGS.initialFunding)).toBeFocused();
  // The package's own script address, allowed by the page's CSP; nothing of it before.
  expect(plaid.scripts[0]).toBe('https://cdn.plaid.com/link/v2/stable/link-initialize.js');
  // Created with the link token, then again after the bank with the same token and the
  // address the bank returned to.
  const created = await plaid.created();
  expect(plaidLinkToken).not.toBe('');
  expect(created).toEqual([
    { token: plaidLinkToken, receivedRedirectUri: null },
    {
      token: plaidLinkToken,
      receivedRedirectUri: expect.stringMatching(/\/\?oauth_state_id=fake-plaid-state$/),
    },
  ]);
  expect(page.url()).not.toContain('oauth_state_id');
});
