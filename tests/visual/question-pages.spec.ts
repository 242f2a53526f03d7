import { expect, openStory, test } from '../support/storybook-preview';

// The question page as every step shows it in the app (its section and the Back link that
// history allows), and About you's date of birth page with an error under the date
// (docs/decisions/108, 113 and 121), in both layout types at a phone and a desktop width.
const shots: { name: string; id: string }[] = [
  { name: 'question-page-in-the-flow', id: 'screens-shared-questionpage--in-the-flow' },
  { name: 'about-you-date-error', id: 'sign-up-about-you--born-in-1890' },
];

for (const shot of shots) {
  for (const layoutType of ['default', 'compact'] as const) {
    for (const width of [375, 1280] as const) {
      const name = `${shot.name}-${layoutType}-${width}`;
      test(name, async ({ preview }) => {
        await openStory(preview, { id: shot.id, layoutType, width });
        await expect(preview).toHaveScreenshot(`${name}.png`, { fullPage: true });
      });
    }
  }
}
