import type { Page } from '@playwright/test';
import { TOGGLE_GLOBALS } from '../../flows/views/stories/toggle-globals';
import { expect, openStory, storybookIndex, test } from '../support/storybook-preview';

// Every toggle menu of the toolbar changes what the story shows, through the app's view-model
// (the prices, names, methods and minimum are the app's own, spec sections 3 and 9).
const root = (preview: Page) => preview.locator('#storybook-root');
const radios = (preview: Page) => root(preview).getByRole('radio');
const infinity = (preview: Page) => root(preview).getByRole('radio', { name: /Infinity/ });
const disclaimer = (preview: Page) =>
  root(preview).getByText(/only to set up their account and card/);

const INSTANT = /Link your bank instantly/;
const MANUAL = /Enter bank account details/;
const DEBIT = /Debit card/;

/** The three usual ways to add money, then the wallets this browser could use, in order. */
async function wallets(preview: Page, names: string[]) {
  await expect(radios(preview)).toHaveCount(3 + names.length);
  for (const name of names) {
    await expect(root(preview).getByRole('radio', { name: new RegExp(name) })).toBeVisible();
  }
}

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

type Check = (preview: Page) => Promise<void>;

/**
 * Per menu: a story it changes, what that story shows as its state has it (the menus' first
 * choices, the product's defaults), and what it shows under each other choice instead.
 */
const cases: Record<string, { story: string; before: Check; after: Record<string, Check> }> = {
  roleButton: {
    story: ROLE,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Continue', exact: true })).toBeVisible(),
    after: {
      on: (preview) =>
        expect(root(preview).getByRole('button', { name: 'Continue as a parent' })).toBeVisible(),
    },
  },
  prices: {
    story: PLAN,
    before: async (preview) => {
      await expect(infinity(preview)).toHaveAccessibleDescription(/\$9\.99 a month more/);
      await expect(root(preview).getByText(/Earn 3% on savings/)).toHaveCount(0);
    },
    after: {
      core: async (preview) => {
        await expect(infinity(preview)).toHaveAccessibleDescription(/\$8\.99 a month more/);
        await expect(root(preview).getByText(/Earn 3% on savings/)).toHaveCount(0);
      },
      gsr: async (preview) => {
        await expect(infinity(preview)).toHaveAccessibleDescription(/\$9\.99 a month more/);
        await expect(
          root(preview)
            .getByText(/Earn 3% on savings/)
            .first(),
        ).toBeVisible();
      },
      both: async (preview) => {
        await expect(infinity(preview)).toHaveAccessibleDescription(/\$8\.99 a month more/);
        await expect(
          root(preview)
            .getByText(/Earn 3% on savings/)
            .first(),
        ).toBeVisible();
      },
    },
  },
  planCopy: {
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /^Standard/ })).toBeVisible(),
    after: {
      core: (preview) => expect(root(preview).getByRole('radio', { name: /^Core/ })).toBeVisible(),
    },
  },
  defaultPlan: {
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('radio', { name: /^Standard/ })).toBeChecked(),
    after: {
      max: (preview) => expect(root(preview).getByRole('radio', { name: /^Max/ })).toBeChecked(),
      infinity: (preview) => expect(infinity(preview)).toBeChecked(),
    },
  },
  maybeLater: {
    story: PLAN,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Maybe later' })).toHaveCount(0),
    after: {
      on: (preview) =>
        expect(root(preview).getByRole('button', { name: 'Maybe later' })).toBeVisible(),
    },
  },
  childCoppa: {
    story: CHILDREN,
    before: async (preview) => {
      await expect(root(preview).getByRole('textbox', { name: /First name/ })).toBeVisible();
      await expect(root(preview).getByRole('textbox', { name: /Date of birth/ })).toHaveCount(0);
    },
    after: {
      dob: async (preview) => {
        await expect(root(preview).getByRole('textbox', { name: /Date of birth/ })).toBeVisible();
        await expect(disclaimer(preview)).toHaveCount(0);
      },
      disclaimer: async (preview) => {
        await expect(root(preview).getByRole('textbox', { name: /Date of birth/ })).toBeVisible();
        await expect(disclaimer(preview)).toBeVisible();
      },
    },
  },
  downloadScreen: {
    story: COMPLETION,
    before: (preview) =>
      expect(root(preview).getByRole('heading', { name: 'Get started in the app' })).toHaveCount(0),
    after: {
      improved: (preview) =>
        expect(
          root(preview).getByRole('heading', { name: 'Get started in the app' }),
        ).toBeVisible(),
    },
  },
  textAlerts: {
    story: COMPLETION,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Text me alerts' })).toHaveCount(0),
    after: {
      on: (preview) =>
        expect(root(preview).getByRole('button', { name: 'Text me alerts' })).toBeVisible(),
    },
  },
  loginBack: {
    story: LOGIN,
    before: (preview) => expect(root(preview).getByRole('button', { name: /Back/ })).toBeVisible(),
    after: {
      hidden: async (preview) => {
        await expect(root(preview).getByRole('button', { name: /Back/ })).toHaveCount(0);
        await expect(root(preview).getByRole('button', { name: 'Log in' })).toBeVisible();
      },
    },
  },
  deactivatedMessage: {
    story: DEACTIVATED,
    before: (preview) =>
      expect(root(preview).getByRole('heading', { level: 1 })).toHaveText(
        'Your account is deactivated',
      ),
    after: {
      newer: (preview) =>
        expect(root(preview).getByRole('heading', { level: 1 })).toHaveText(
          'Your account is closed',
        ),
    },
  },
  identityRetry: {
    story: IDENTITY,
    before: (preview) =>
      expect(root(preview).getByRole('button', { name: 'Try again' })).toHaveCount(0),
    after: {
      on: (preview) =>
        expect(root(preview).getByRole('button', { name: 'Try again' })).toBeVisible(),
    },
  },
  cardCheck: {
    story: CARD,
    // The check is a dialog, shown over the page outside the story's root.
    before: (preview) =>
      expect(preview.getByRole('dialog', { name: 'Confirm with your bank' })).toHaveCount(0),
    after: {
      on: (preview) =>
        expect(preview.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible(),
    },
  },
  fundingOrder: {
    story: FUNDING,
    before: (preview) => expect(radios(preview).first()).toHaveText(/Link your bank instantly/),
    after: {
      cards: (preview) => expect(radios(preview).first()).toHaveText(/Debit card/),
    },
  },
  hideFunding: {
    story: FUNDING,
    before: (preview) => expect(radios(preview)).toHaveText([INSTANT, MANUAL, DEBIT]),
    after: {
      plaid: (preview) => expect(radios(preview)).toHaveText([MANUAL, DEBIT]),
      manual: (preview) => expect(radios(preview)).toHaveText([INSTANT, DEBIT]),
      debit: (preview) => expect(radios(preview)).toHaveText([INSTANT, MANUAL]),
    },
  },
  payments: {
    story: FUNDING,
    before: (preview) => expect(radios(preview)).toHaveCount(3),
    after: {
      applePay: (preview) => wallets(preview, ['Apple Pay']),
      googlePay: (preview) => wallets(preview, ['Google Pay']),
      paypal: (preview) => wallets(preview, ['PayPal']),
      venmo: (preview) => wallets(preview, ['Venmo']),
      all: (preview) => wallets(preview, ['Apple Pay', 'Google Pay', 'PayPal', 'Venmo']),
    },
  },
  walletMinimum: {
    story: AMOUNT,
    before: (preview) => expect(root(preview).getByText('Start with at least $25')).toHaveCount(0),
    after: {
      on: (preview) =>
        expect(root(preview).getByRole('status')).toHaveText(/Start with at least \$25/),
    },
  },
};

test.afterEach(async ({ preview }) => {
  // The preview is the worker's: the next story there sees the menus as they start. Opening a
  // story with them waits for its render, which a bare globals update would leave pending (a
  // story asked for meanwhile makes Storybook reload the page).
  await openStory(preview, { id: PLAN, width: 375 });
});

// Driven from the menus themselves: a new menu, or a new choice, has no case until one is
// written here, and its test fails saying so.
for (const [menu, global] of Object.entries(TOGGLE_GLOBALS)) {
  const [, ...others] = Object.keys(global.choices);
  test(`every choice of the ${menu} menu changes the story`, async ({ preview }) => {
    const entry = cases[menu];
    expect(entry, `a case for the ${menu} menu`).toBeDefined();
    if (!entry) return;
    expect(Object.keys(entry.after).sort(), `a check per choice of ${menu}`).toEqual(
      [...others].sort(),
    );
    // The story is a page the menu says it changes (its docs page speaks of the menu).
    const title = storybookIndex().find((story) => story.id === entry.story)?.title;
    expect(global.pages).toContain(title);
    await openStory(preview, { id: entry.story, width: 375 });
    await entry.before(preview);
    for (const choice of others) {
      await test.step(`the ${choice} choice`, async () => {
        await openStory(preview, { id: entry.story, width: 375, toggles: { [menu]: choice } });
        await entry.after[choice]?.(preview);
      });
    }
  });
}

test('every case is a menu of the toolbar', () => {
  expect(Object.keys(cases).filter((menu) => !(menu in TOGGLE_GLOBALS))).toEqual([]);
});
