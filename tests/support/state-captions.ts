import { expect, type Page } from '@playwright/test';

/**
 * Every state of the "All states" board open in the page prints its name above it (the
 * preview's states-board.css, from the section's name), in words rather than toggle
 * identifiers, so a designer scrolling a long board can tell states that open with the same
 * heading apart.
 */
export async function expectStatesCaptioned(page: Page) {
  const headings = await page.locator('[data-states-board] h1').count();
  const states = await page.evaluate(() =>
    [...document.querySelectorAll('[data-states-board] > * > section[aria-label]')].map(
      (section) => {
        const caption = getComputedStyle(section, '::before');
        return {
          name: section.getAttribute('aria-label'),
          caption: caption.content,
          shown: caption.display !== 'none' && caption.visibility !== 'hidden',
        };
      },
    ),
  );
  // A board of one state (a screen with nothing to vary) is named by its story alone.
  if (states.length === 0) expect(headings, 'a board of several states, none named').toBe(1);
  for (const state of states) {
    // Chromium serialises the caption's line break as CSS writes it.
    const caption = state.caption.replaceAll('\\a ', '\n');
    expect(caption, `${state.name}`).toBe(`"${state.name}"`);
    expect(state.shown).toBe(true);
    // In a designer's words: a toggle's identifier (camelCase) names nothing on screen.
    expect(caption, 'a toggle identifier in the caption').not.toMatch(/\b[a-z]+[A-Z]\w*/);
  }
}
