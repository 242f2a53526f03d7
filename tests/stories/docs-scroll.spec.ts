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
  test(`docs page ${id} opens at its top`, async ({ page, storybookUrl }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=docs`);
    // A docs page loads every story's code first: on a busy machine that takes a while.
    await expect(page.locator('.docs-story').first()).toBeVisible({ timeout: 20_000 });
    // Every embedded story has rendered: its effects (where a summary takes focus) have run.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.docs-story')].every(
        (story) => story.querySelector('[data-layout-type], [data-slot]') !== null,
      ),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-slot="error-summary"]')),
    ).toBeNull();
  });
}
