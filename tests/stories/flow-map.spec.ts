import { STEPS } from '../../flows/steps/registry';
import { expect, openStory, test } from '../support/storybook-preview';

// The flow map is a page of the manager: a step on it opens that step's story in the same
// manager (its sidebar and panels stay), not a bare preview page in place of the manager.
for (const { step, story } of [
  { step: 'phone', story: 'steps-sign-up--phone' },
  // The register step is the server's questions: it opens the first question page.
  { step: 'register', story: 'steps-sign-up--set-user-email' },
]) {
  test(`the flow map's ${step} step opens its page in the manager`, async ({
    page,
    storybookUrl,
  }) => {
    await page.goto(`${storybookUrl}/?path=/story/flow-map--next-steps`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    const node = preview.locator(`a[data-step="${step}"]`);
    // The first load of the manager and its preview, on a busy machine, takes a while.
    await expect(node).toBeVisible({ timeout: 20_000 });
    await node.click();
    await expect(page).toHaveURL(new RegExp(`[?&]path=/story/${story}(&|$)`));
    // The preview switched stories in place (the manager tells it on its channel).
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame.url().includes('/iframe.html'))
          ?.url(),
      )
      .toContain(`id=${story}`);
    expect(new URL(page.url()).pathname).not.toContain('iframe.html');
    // Still the manager: its sidebar is there, and the preview shows the step's page.
    // The step's story loads its own chunk first, which on a busy machine takes a while too.
    await expect(page.locator('#storybook-explorer-tree')).toBeVisible({ timeout: 15_000 });
    await expect(preview.locator('#storybook-root [data-layout-type]')).toBeVisible({
      timeout: 15_000,
    });
  });
}

// The map names steps as a family would, by their pages: no step's identifier (confirm_code,
// complete_placeholder, confirm-role) is shown, on a step or an arrow.
test('the flow map names no step by its identifier', async ({ preview }) => {
  await openStory(preview, { id: 'flow-map--next-steps', width: 1280 });
  // What is on screen, word by word (textContent runs the words of two boxes together).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered words are what is tested.
  const text = await preview.locator('#storybook-root').innerText();
  const shown = Object.keys(STEPS).filter(
    (step) => /[_-]/.test(step) && new RegExp(`(^|[^\\w-])${step}([^\\w-]|$)`).test(text),
  );
  expect(shown).toEqual([]);
});

// Each page of the map is drawn small beside its name, in its first state, and its link opens
// it: the drawing is inert (its fields take no focus) and hidden from a screen reader, which
// hears the page's name once.
test('the flow map draws every page it lists, each a link named by the page', async ({
  preview,
}) => {
  await openStory(preview, { id: 'flow-map--next-steps', width: 1280 });
  const listed = preview.locator('#flow-map-pages ~ ul a');
  // The list numbers a screen's second question ("Account (2)"); the drawings name the screen.
  const names = new Set(
    (await listed.allTextContents()).map((name) => name.replace(/ \(\d+\)$/, '')),
  );
  const drawn = preview.locator('a[data-page]');
  expect(await drawn.count()).toBeGreaterThanOrEqual(names.size);
  for (const link of await drawn.all()) {
    const thumbnail = link.locator('[data-thumbnail]');
    await expect(thumbnail).toHaveAttribute('inert', '');
    await expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
    // The page itself in a state of its fixtures, not an empty box or the missing-state note.
    await expect(thumbnail).not.toHaveText('');
    await expect(thumbnail).not.toContainText('No state');
    // Named by the page alone: the drawing's words are hidden from the link's name.
    const name = (await link.locator(':scope > span').textContent()) ?? '';
    await expect(link).toHaveAccessibleName(name);
    expect(names).toContain(name);
  }
  // The phone page is a link three times, each by its name: its box on the map, its line in
  // the list and its drawing.
  await expect(preview.getByRole('link', { name: 'Phone entry', exact: true })).toHaveCount(3);
});
