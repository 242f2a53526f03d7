import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterPhone, newParentToIdentity } from './journey-steps';
import { enterSsn, HEADINGS, heading, SSN } from './money-steps';

// Real SDKs, fake hosts: the test routes Segment's CDN and API and the monitoring proxy, and
// keeps what each was sent. The leak guard of every test (fixtures.ts) then checks those
// requests against everything the page sent under a sensitive name.
async function fakeSdkHosts(page: Page) {
  const sent = { segment: [] as string[], rum: [] as string[] };
  const cors = { 'access-control-allow-origin': '*' };
  await page.route('https://cdn.segment.com/**', (route) =>
    route.fulfill({
      headers: cors,
      json: { integrations: { 'Segment.io': { apiKey: 'wk_test' } }, plan: {} },
    }),
  );
  await page.route('https://api.segment.io/**', (route) => {
    sent.segment.push(route.request().postData() ?? '');
    return route.fulfill({ headers: cors, json: {} });
  });
  await page.route('https://rum.example/**', (route) => {
    sent.rum.push(route.request().postData() ?? '');
    return route.fulfill({ headers: cors, status: 202, body: '' });
  });
  return sent;
}

/** Leaving the page flushes the monitoring batch. */
async function flushMonitoring(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.use({
  serverEnv: {
    SEGMENT_WRITE_KEY: 'wk_test',
    DATADOG_CLIENT_TOKEN: 'pub_test',
    DATADOG_APPLICATION_ID: 'app_test',
    DATADOG_PROXY_URL: 'https://rum.example/intake',
  },
});

test('both SDKs load after the first screen and receive no token, number or name', async ({
  page,
  open,
}) => {
  const sent = await fakeSdkHosts(page);

  await open('/reset-password/parent/42/SECRET-reset-token-0142?authToken=auth-0142');
  // The sandbox does not know this link: the page says so at the forgot-password step.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // A fresh session, sent back to the phone step with its number (a failed user load).
  await page.evaluate(() => window.sessionStorage.clear());
  await open('/?phoneNumber=%2B15555550141');
  await enterPhone(page, '5555550142');
  await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
  await expect.poll(() => sent.segment.some((body) => body.includes('"page"'))).toBe(true);

  await flushMonitoring(page);
  // The first page's batch may arrive first: wait for this page's view, its number redacted.
  await expect
    .poll(() => sent.rum.some((body) => body.includes('?phoneNumber=REDACTED')))
    .toBe(true);
  const rum = sent.rum.join('\n');
  expect(rum).toContain('"type":"view"');
  expect(rum).toContain('"service":"webreg"');
  expect(rum).toContain('env:dev');

  const everything = [...sent.segment, ...sent.rum].join('\n');
  for (const secret of ['SECRET-reset-token-0142', 'auth-0142', '5555550141', '5555550142']) {
    expect(everything).not.toContain(secret);
  }
});

test('a new parent signs up to identity with both SDKs on: no name, email, birth date or SSN reaches them', async ({
  page,
  open,
  request,
}) => {
  const sent = await fakeSdkHosts(page);
  await open('/');
  await newParentToIdentity(page, request, '5555550144', {
    firstName: 'Marisol',
    lastName: 'Quint',
  });
  await enterSsn(page, SSN.pass);
  await expect(heading(page, HEADINGS.funding)).toBeVisible();
  await expect(page.locator('[data-dd-privacy="mask"]')).toContainText(HEADINGS.funding);
  await flushMonitoring(page);
  await expect.poll(() => sent.rum.some((body) => body.includes('"type":"action"'))).toBe(true);
  const everything = [...sent.segment, ...sent.rum].join('\n');
  for (const typed of [
    'Marisol',
    'Quint',
    'parent.5555550144@example.com',
    '03/27/1985',
    SSN.pass,
  ]) {
    expect(everything).not.toContain(typed);
  }
});

/** The ad-tracking integrations Segment was told for the newest event of a type. */
function adIntegrations(bodies: string[], type: 'page' | 'track') {
  const events = bodies
    .map((body) => JSON.parse(body) as { type?: string; integrations?: Record<string, boolean> })
    .filter((event) => event.type === type);
  const last = events.at(-1)?.integrations ?? {};
  return { pixel: last['Facebook Pixel'], ads: last['Google Ads Conversions'] };
}

test('ad-tracking integrations follow the cookie choices, also when the visitor changes them', async ({
  page,
  open,
}) => {
  const sent = await fakeSdkHosts(page);
  // Privacy by default: no choice made yet means no ad tracking.
  await open('/');
  await expect
    .poll(() => adIntegrations(sent.segment, 'page'))
    .toEqual({ pixel: false, ads: false });

  // The visitor allows targeting, social media and sale of data in the consent manager's
  // banner, which keeps its active groups on the window.
  await page.evaluate(() => {
    (window as { OnetrustActiveGroups?: string }).OnetrustActiveGroups =
      ',C0001,C0002,C0004,C0005,SSPD_BG,';
  });
  // A failed call is tracked (Registration Error Triggered): the sandbox's no-SMS device.
  await enterPhone(page, '5555550109');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    /Please use a device that supports SMS messaging\./,
  );
  await expect
    .poll(() => adIntegrations(sent.segment, 'track'))
    .toEqual({ pixel: true, ads: true });

  // Then opts out of the sale of their data: the next event goes without ad tracking.
  const tracked = sent.segment.length;
  await page.evaluate(() => {
    (window as { OnetrustActiveGroups?: string }).OnetrustActiveGroups =
      ',C0001,C0002,C0004,C0005,';
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => sent.segment.length).toBeGreaterThan(tracked);
  await expect
    .poll(() => adIntegrations(sent.segment, 'track'))
    .toEqual({ pixel: false, ads: false });
});
