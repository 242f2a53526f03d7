import { expect, test } from '../support/storybook-preview';

// A docs page shows many states of a screen at once, several with an error summary. In the
// app a summary takes focus (and so the viewport) when it appears; on a docs page each one
// would pull the page down to itself, and a designer opened the page far below its top.
const docsWithErrors = [
  'sign-up-account--account',
  'sign-up-phone-entry--phone-entry',
  'sign-up-legal-name-and-address--legal-name-address',
];

for (const id of docsWithErrors) {
  test(`${id} opens at its top`, async ({ page, storybookUrl }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=docs`);
    const summaries = page.locator('[data-slot="error-summary"]');
    // A docs page loads every story's code first: on a busy machine that takes a while.
    await expect(summaries.first()).toBeVisible({ timeout: 20_000 });
    // Every embedded story has rendered: its effects (where a summary takes focus) have run.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.docs-story')].every(
        (story) => story.querySelector('[data-layout-type], [data-slot]') !== null,
      ),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await summaries.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-slot="error-summary"]')),
    ).toBeNull();
  });
}
