import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { continueButton, enterPhone } from './journey-steps';

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
};

/** The words of each line of a heading, as the browser laid them out. */
const headingLines = (page: Page) =>
  page.locator('h1').evaluate((heading) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    return [...lines.values()];
  });

const expectNoLoneWord = async (page: Page) => {
  const lines = await headingLines(page);
  if (lines.length > 1) {
    expect(
      lines.filter((words) => words.length === 1),
      JSON.stringify(lines),
    ).toEqual([]);
  }
};

for (const width of [375, 1280]) {
  test(`at ${width} px the brand bar, the form and the footer share one left edge, the code boxes span the Continue button, and no heading leaves one word alone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const brand = page.locator('header [data-slot="brand-mark"]');
    const footer = page.locator('footer p');
    const column = await box(heading);
    expect(Math.round((await box(brand)).x)).toBe(Math.round(column.x));
    // The footer's text starts where the form does (its box includes the same padding).
    const main = await box(page.locator('main'));
    expect(Math.round((await box(footer)).x)).toBe(Math.round(main.x));
    // A wide screen shows the question on a card in the middle of the page (docs/decisions/109);
    // a phone's column fills the width as before.
    if (width === 1280) {
      expect(Math.round(main.width)).toBe(512);
      expect(Math.round(main.x + main.width / 2)).toBe(640);
    } else {
      expect(Math.round(main.width)).toBe(width);
    }
    await expectNoLoneWord(page);

    await enterPhone(page, width === 375 ? '5555550311' : '5555550312');
    await expect(page.getByRole('heading', { name: "Who's signing up?" })).toBeVisible();
    await expectNoLoneWord(page);
    await page.getByRole('radio', { name: "I'm a parent or guardian" }).click();
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expectNoLoneWord(page);

    const cells = page.locator('[data-slot="pin-cell"]');
    await expect(cells).toHaveCount(6);
    const first = await box(cells.first());
    const last = await box(cells.last());
    const button = await box(continueButton(page));
    expect(Math.round(first.x)).toBe(Math.round(button.x));
    expect(Math.round(last.x + last.width)).toBe(Math.round(button.x + button.width));
  });
}
