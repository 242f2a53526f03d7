import type { Page } from '@playwright/test';
import { toggleInitialGlobals } from '../../flows/views/stories/toggle-globals';
import { expect, openStory, test } from '../support/storybook-preview';

// Every toggle menu of the toolbar changes what the story shows, through the app's view-model
// (the prices, names, methods and minimum are the app's own, spec sections 3 and 9).
const root = (preview: Page) => preview.locator('#storybook-root');
const radios = (preview: Page) => root(preview).getByRole('radio');

const ROLE = 'sign-up-role-choice--filled';
const PLAN = 'sign-up-plan-picker--default-prices';
const CHILDREN = 'sign-up-add-child--filled';
const IDENTITY = 'identity-identity-result--fail';
const FUNDING = 'funding-funding-selector--empty';
const COMPLETION = 'funding-completion--parent';
const LOGIN = 'log-in-login--filled';
const DEACTIVATED = 'log-in-account-deactivated-or-invalidated--deactivated';
const CARD = 'funding-debit-card--empty';
const AMOUNT = 'funding-initial-funding--empty';

const cases: {
  menu: string;
  choice: string;
  story: string;
  before: (preview: Page) => Promise<void>;
  after: (preview: Page) => Promise<void>;
}[] = [
  {
    menu: 'roleButton',
    choice: 'on',
    story: ROLE,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Continue', exact: true })).toBeVisible(),
    after: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Continue as a parent' })).toBeVisible(),
  },
  {
    menu: 'prices',
    choice: 'core',
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /Infinity/ })).toHaveAccessibleDescription(
        /\$9\.99 a month more than Standard/,
      ),
    after: (preview) =>
      expect(root(preview).getByRole('radio', { name: /Infinity/ })).toHaveAccessibleDescription(
        /\$8\.99 a month more than Standard/,
      ),
  },
  {
    menu: 'prices',
    choice: 'gsr',
    story: PLAN,
    before: (preview) => expect(root(preview).getByText('Earn 3% on savings')).toHaveCount(0),
    after: (preview) =>
      expect(
        root(preview)
          .getByText(/Earn 3% on savings/)
          .first(),
      ).toBeVisible(),
  },
  {
    menu: 'planCopy',
    choice: 'core',
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /^Standard/ })).toBeVisible(),
    after: (preview) => expect(root(preview).getByRole('radio', { name: /^Core/ })).toBeVisible(),
  },
  {
    menu: 'defaultPlan',
    choice: 'max',
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /^Standard/ })).toBeChecked(),
    after: (preview) => expect(root(preview).getByRole('radio', { name: /^Max/ })).toBeChecked(),
  },
  {
    menu: 'maybeLater',
    choice: 'on',
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Maybe later' })).toHaveCount(0),
    after: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Maybe later' })).toBeVisible(),
  },
  {
    menu: 'childCoppa',
    choice: 'disclaimer',
    story: CHILDREN,
    before: async (preview) => {
      await expect(root(preview).getByRole('textbox', { name: /First name/ })).toBeVisible();
      await expect(root(preview).getByRole('textbox', { name: /Date of birth/ })).toHaveCount(0);
    },
    after: async (preview) => {
      await expect(root(preview).getByRole('textbox', { name: /Date of birth/ })).toBeVisible();
      await expect(root(preview).getByText(/only to set up their account and card/)).toBeVisible();
    },
  },
  {
    menu: 'downloadScreen',
    choice: 'improved',
    story: COMPLETION,
    before: (preview) =>
      expect(root(preview).getByRole('heading', { name: 'Get started in the app' })).toHaveCount(0),
    after: (preview) =>
      expect(root(preview).getByRole('heading', { name: 'Get started in the app' })).toBeVisible(),
  },
  {
    menu: 'textAlerts',
    choice: 'on',
    story: COMPLETION,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Text me alerts' })).toHaveCount(0),
    after: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Text me alerts' })).toBeVisible(),
  },
  {
    menu: 'loginBack',
    choice: 'hidden',
    story: LOGIN,
    before: (preview) => expect(root(preview).getByRole('button', { name: /Back/ })).toBeVisible(),
    after: async (preview) => {
      await expect(root(preview).getByRole('button', { name: /Back/ })).toHaveCount(0);
      await expect(root(preview).getByRole('button', { name: 'Log in' })).toBeVisible();
    },
  },
  {
    menu: 'deactivatedMessage',
    choice: 'newer',
    story: DEACTIVATED,
    before: (preview) =>
      expect(root(preview).getByRole('heading', { level: 1 })).toHaveText(
        'Your account is deactivated',
      ),
    after: (preview) =>
      expect(root(preview).getByRole('heading', { level: 1 })).toHaveText('Your account is closed'),
  },
  {
    menu: 'identityRetry',
    choice: 'on',
    story: IDENTITY,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Try again' })).toHaveCount(0),
    after: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Try again' })).toBeVisible(),
  },
  {
    menu: 'fundingOrder',
    choice: 'cards',
    story: FUNDING,
    before: (preview) => expect(radios(preview).first()).toHaveText(/Link your bank instantly/),
    after: (preview) => expect(radios(preview).first()).toHaveText(/Debit card/),
  },
  {
    menu: 'hideFunding',
    choice: 'plaid',
    story: FUNDING,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /Link your bank instantly/ })).toBeVisible(),
    after: async (preview) => {
      await expect(
        root(preview).getByRole('radio', { name: /Link your bank instantly/ }),
      ).toHaveCount(0);
      await expect(radios(preview)).toHaveCount(2);
    },
  },
  {
    menu: 'payments',
    choice: 'all',
    story: FUNDING,
    before: (preview) => expect(radios(preview)).toHaveCount(3),
    after: async (preview) => {
      await expect(radios(preview)).toHaveCount(7);
      await expect(root(preview).getByRole('radio', { name: /Apple Pay/ })).toBeVisible();
      await expect(root(preview).getByRole('radio', { name: /Venmo/ })).toBeVisible();
    },
  },
  {
    menu: 'cardCheck',
    choice: 'on',
    story: CARD,
    // The check is a dialog, shown over the page outside the story's root.
    before: (preview) =>
      expect(preview.getByRole('dialog', { name: 'Confirm with your bank' })).toHaveCount(0),
    after: (preview) =>
      expect(preview.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible(),
  },
  {
    menu: 'walletMinimum',
    choice: 'on',
    story: AMOUNT,
    before: (preview) => expect(root(preview).getByText('Start with at least $25')).toHaveCount(0),
    after: (preview) =>
      expect(root(preview).getByRole('status')).toHaveText(/Start with at least \$25/),
  },
];

test.afterEach(async ({ preview }) => {
  // The preview is the worker's: the next story there sees the menus as they start. Opening a
  // story with them waits for its render, which a bare globals update would leave pending (a
  // story asked for meanwhile makes Storybook reload the page).
  await openStory(preview, { id: PLAN, width: 375 });
});

for (const { menu, choice, story, before, after } of cases) {
  test(`the ${menu} menu's ${choice} choice changes the story`, async ({ preview }) => {
    await openStory(preview, { id: story, width: 375 });
    await before(preview);
    await openStory(preview, { id: story, width: 375, toggles: { [menu]: choice } });
    await after(preview);
  });
}

test('every menu is tested', () => {
  expect(new Set(cases.map((entry) => entry.menu))).toEqual(
    new Set(Object.keys(toggleInitialGlobals)),
  );
});
