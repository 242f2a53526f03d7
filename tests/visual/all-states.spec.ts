import { expectStatesCaptioned } from '../support/state-captions';
import { expect, openStory, storybookIndex, test } from '../support/storybook-preview';

// Every screen's "All states" story (one story rendering every state of the screen the app
// can reach, built from its fixtures through its view-model), read from the built
// Storybook's index so a new screen is shot without editing this list. One shot each, at a
// phone's width in the default layout: the layout and desktop variants of the toggles that
// change prices and funding are shot in screens-a and screens-b.
const allStates = storybookIndex().filter(
  (entry) =>
    entry.type === 'story' &&
    entry.id.endsWith('--all-states') &&
    entry.importPath.startsWith('./design-system/screens/'),
);

test('finds the screens in the built Storybook', () => {
  expect(allStates.length).toBeGreaterThanOrEqual(30);
});

for (const { id } of allStates) {
  test(`${id} at 375`, async ({ preview }) => {
    await openStory(preview, { id, width: 375 });
    await expect(preview).toHaveScreenshot(
      `all-states-${id.replace(/--all-states$/, '')}-375.png`,
      {
        fullPage: true,
        // The longest pages (every plan under every toggle) take a while to shoot twice.
        timeout: 30_000,
      },
    );
    // Open anyway: each state's caption, in words (the Steps section's boards are checked in
    // tests/stories/state-captions.spec.ts).
    await expectStatesCaptioned(preview);
  });
}
