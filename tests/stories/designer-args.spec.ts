import type { Page } from '@playwright/test';
import { expect, openStory, storybookIndex, test } from '../support/storybook-preview';

// The screens a designer edits most show in the Controls panel only what a designer edits
// there (texts, amounts, the children, errors), each a plain value, and an edit, in the panel
// or in the preview's URL, changes the story as the app would show it.
const SCREENS = [
  'Sign up/Phone entry',
  'Sign up/Confirmation code',
  'Sign up/Plan picker',
  'Sign up/Add child',
  'Funding/Initial funding',
  'Funding/Completion',
];

const root = (page: Page) => page.locator('#storybook-root');

type Shown = { name: string; value: unknown; control: unknown }[];

/** What the Controls panel lists for a story: its arg types as the panel filters them. */
function controlsOf(preview: Page, storyId: string): Promise<Shown> {
  return preview.evaluate(async (storyId) => {
    type Prepared = {
      argTypes: Record<string, { control?: unknown; table?: { disable?: boolean } }>;
      initialArgs: Record<string, unknown>;
      parameters: { controls?: { include?: string[]; exclude?: string[] } };
    };
    const store = (
      window.__STORYBOOK_PREVIEW__ as unknown as {
        storyStoreValue: { loadStory(o: { storyId: string }): Promise<Prepared> };
      }
    ).storyStoreValue;
    const story = await store.loadStory({ storyId });
    const { include, exclude } = story.parameters.controls ?? {};
    return Object.entries(story.argTypes)
      .filter(([, type]) => !type.table?.disable && type.control !== false)
      .filter(([name]) => (include ? include.includes(name) : true))
      .filter(([name]) => !exclude?.includes(name))
      .map(([name, type]) => ({ name, value: story.initialArgs[name], control: type.control }));
  }, storyId);
}

test("every screen's Controls show plain values a designer edits, no records or callbacks", async ({
  preview,
}) => {
  const stories = storybookIndex().filter(
    (entry) => entry.type === 'story' && entry.importPath.includes('/design-system/screens/'),
  );
  for (const title of SCREENS) expect(stories.map((story) => story.title)).toContain(title);
  for (const story of stories) {
    const shown = await controlsOf(preview, story.id);
    // The screens designers edit most name their own fields; every other screen shows its
    // plain props only, if it has any.
    if (SCREENS.includes(story.title)) expect(shown.length, story.id).toBeGreaterThan(0);
    for (const { name, value, control } of shown) {
      expect(['string', 'number', 'boolean', 'undefined'], `${story.id}: ${name}`).toContain(
        typeof value,
      );
      expect(JSON.stringify(control), `${story.id}: ${name}`).not.toMatch(/object/);
    }
  }
});

const CHILD_NAME = (page: Page) =>
  root(page)
    .getByRole('textbox', { name: /First name/ })
    .first();

/** One edit per screen, as a designer would share it: the preview's URL with its args. */
const edits: { story: string; args: string; check: (page: Page) => Promise<void> }[] = [
  {
    story: 'sign-up-phone-entry--filled',
    args: 'error:Enter a real number',
    check: (page) => expect(root(page).getByText('Enter a real number').first()).toBeVisible(),
  },
  {
    story: 'sign-up-confirmation-code--filled',
    args: 'code:424242',
    check: (page) =>
      expect(root(page).getByRole('textbox', { name: /code/i }).first()).toHaveValue('424242'),
  },
  {
    story: 'sign-up-plan-picker--default-prices',
    args: 'value:max',
    check: (page) => expect(root(page).getByRole('radio', { name: /^Max/ })).toBeChecked(),
  },
  {
    story: 'sign-up-add-child--filled',
    args: 'childNames:Robin',
    check: (page) => expect(CHILD_NAME(page)).toHaveValue('Robin'),
  },
  {
    story: 'funding-initial-funding--empty',
    args: 'amount:75',
    check: (page) => expect(root(page).getByRole('textbox').first()).toHaveValue('75'),
  },
  {
    story: 'funding-completion--parent',
    args: 'firstLoad:75',
    check: (page) =>
      expect(root(page).getByText("$75 is on its way to your family's account.")).toBeVisible(),
  },
];

test('an arg edited in the URL changes the story', async ({ preview, storybookUrl }) => {
  // A page of its own, loaded from each URL as a shared link would be: the worker's preview is
  // switched by its channel, never reloaded.
  const page = await preview.context().newPage();
  try {
    for (const { story, args, check } of edits) {
      await test.step(`${story} with ${args}`, async () => {
        const query = new URLSearchParams({ id: story, viewMode: 'story', args });
        await page.goto(`${storybookUrl}/iframe.html?${query}`);
        await page.waitForFunction(
          (id) => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            return render?.id === id && render.phase === 'finished';
          },
          story,
          { polling: 20 },
        );
        await check(page);
      });
    }
  } finally {
    await page.close();
  }
});

test("an edit in the Controls panel keeps the toolbar menus' choices", async ({ preview }) => {
  const story = 'funding-completion--parent';
  await openStory(preview, { id: story, width: 375, toggles: { downloadScreen: 'improved' } });
  await preview.evaluate(
    (storyId) =>
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateStoryArgs', {
        storyId,
        updatedArgs: { firstLoad: 120 },
      }),
    story,
  );
  await expect(
    root(preview).getByText("$120 is on its way to your family's account."),
  ).toBeVisible();
  await expect(
    root(preview).getByRole('heading', { name: 'Get started in the app' }),
  ).toBeVisible();
  // The worker's next story sees its own args and the menus as they start.
  await preview.evaluate(
    (storyId) => window.__STORYBOOK_ADDONS_CHANNEL__?.emit('resetStoryArgs', { storyId }),
    story,
  );
  await openStory(preview, { id: 'sign-up-plan-picker--default-prices', width: 375 });
});
