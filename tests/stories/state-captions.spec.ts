import { expect, openStory, storybookIndex, test } from '../support/storybook-preview';

// Every "All states" board of a screen or a step prints each state's name above it (the
// preview's states-board.css, from the section's name), in words rather than toggle
// identifiers, so a designer scrolling a long board can tell states that open with the same
// heading apart.
const boards = storybookIndex().filter(
  (entry) =>
    entry.type === 'story' &&
    entry.id.endsWith('-all-states') &&
    /^\.\/(design-system\/screens|flows\/views)\//.test(entry.importPath),
);

test('finds the boards in the built Storybook', () => {
  expect(boards.length).toBeGreaterThanOrEqual(60);
});

for (const { id } of boards) {
  test(`${id} names every state`, async ({ preview }) => {
    await openStory(preview, { id, width: 375 });
    const headings = await preview.locator('[data-states-board] h1').count();
    const states = await preview.evaluate(() =>
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
  });
}
