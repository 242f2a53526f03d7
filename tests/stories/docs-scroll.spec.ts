import { expect, storybookIndex, test } from '../support/storybook-preview';

// A docs page shows many states of a screen at once, several with an error summary. In the
// app a summary takes focus (and so the viewport) when it appears; on a docs page each one
// would pull the page down to itself, and a designer opened the page far below its top.
// Every docs page of the built index is checked, so a new page is covered without a list.
const docsPages = storybookIndex().filter((entry) => entry.type === 'docs');

test('the built Storybook has docs pages', () => {
  expect(docsPages.length).toBeGreaterThan(0);
});

for (const { id } of docsPages) {
  test(`docs page ${id} opens at its top`, async ({ preview: page }) => {
    // A docs page renders every story of its screen: on a busy machine that takes a while.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Shown in the worker's preview, as the manager does, instead of loading the preview anew.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.evaluate(
      (storyId) =>
        window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'docs' }),
      id,
    );
    // This page's own stories are on screen (their anchors carry the screen's id prefix).
    const prefix = id.split('--')[0];
    await expect(page.locator(`#storybook-docs [id^="anchor--${prefix}--"]`).first()).toBeAttached({
      timeout: 20_000,
    });
    // Every embedded story has rendered: its effects (where a summary takes focus) have run.
    await page.waitForFunction(() => {
      const stories = [...document.querySelectorAll('#storybook-docs .docs-story')];
      return (
        stories.length > 0 &&
        stories.every((story) => story.querySelector('[data-layout-type], [data-slot]') !== null)
      );
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-slot="error-summary"]')),
    ).toBeNull();
  });
}
