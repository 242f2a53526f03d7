import { expect, openStory, test } from '../support/storybook-preview';

for (const width of [375, 1280] as const) {
  test(`buttons, all states, ${width}px`, async ({ preview }) => {
    await openStory(preview, { id: 'primitives-button--all-states', width });
    await expect(preview).toHaveScreenshot(`primitives-button-all-states-${width}.png`, {
      fullPage: true,
    });
  });
}
