import { expectStatesCaptioned } from '../support/state-captions';
import { expect, openStory, storybookIndex, test } from '../support/storybook-preview';

// Every "All states" board names each of its states in words (expectStatesCaptioned): the
// boards of the Steps section here; the screens' boards where the visual suite opens them for
// their screenshot (tests/visual/all-states.spec.ts), instead of rendering each twice.
const boards = storybookIndex().filter(
  (entry) =>
    entry.type === 'story' &&
    entry.id.endsWith('-all-states') &&
    entry.importPath.startsWith('./flows/views/'),
);

test('finds the boards in the built Storybook', () => {
  expect(boards.length).toBeGreaterThanOrEqual(40);
});

for (const { id } of boards) {
  test(`${id} names every state`, async ({ preview }) => {
    await openStory(preview, { id, width: 375 });
    await expectStatesCaptioned(preview);
  });
}
