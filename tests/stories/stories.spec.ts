import { expect, playStory, storybookIndex, test } from '../support/storybook-preview';

// Every story tagged for test (Storybook's default tag; the Steps section drops it, as it
// repeats the screens' states), found in the built Storybook's index so a new story is tested
// without editing a list: it renders, its play function passes, and axe finds no violation.
const stories = storybookIndex().filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('test'),
);

test('finds the stories in the built Storybook', () => {
  expect(stories.length).toBeGreaterThanOrEqual(400);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    expect(await playStory(preview, story.id), story.importPath).toBeUndefined();
  });
}
