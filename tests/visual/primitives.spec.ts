import { expect, openStory, test } from './story';

for (const width of [375, 1280] as const) {
  test(`buttons, all states, ${width}px`, async ({ page, storybookUrl }) => {
    await openStory(page, storybookUrl, { id: 'primitives-button--all-states', width });
    await expect(page).toHaveScreenshot(`primitives-button-all-states-${width}.png`, {
      fullPage: true,
    });
  });
}
