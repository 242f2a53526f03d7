import { expect, openStory, test } from '../support/storybook-preview';

// The plan picker under each pricing toggle and plan default (the prices families pay), the
// first screen (the wide layout's card with no side panel, docs/decisions/109) and the fallback
// error screen, in both layout types at a phone and a desktop width.
const shots: { screen: string; state: string; id: string }[] = [
  { screen: 'plan-picker', state: 'default-prices', id: 'sign-up-plan-picker--default-prices' },
  {
    screen: 'plan-picker',
    state: 'core-price-change',
    id: 'sign-up-plan-picker--enable-core-price-change',
  },
  { screen: 'plan-picker', state: 'gsr-change', id: 'sign-up-plan-picker--enable-gsr-change' },
  {
    screen: 'plan-picker',
    state: 'core-price-and-gsr-change',
    id: 'sign-up-plan-picker--core-and-gsr-change',
  },
  { screen: 'plan-picker', state: 'default-max', id: 'sign-up-plan-picker--default-max' },
  { screen: 'plan-picker', state: 'default-infinity', id: 'sign-up-plan-picker--default-infinity' },
  { screen: 'phone-entry', state: 'empty', id: 'sign-up-phone-entry--empty' },
  { screen: 'error-fallback', state: 'default', id: 'errors-and-system-error-fallback--default' },
];

for (const shot of shots) {
  for (const layoutType of ['default', 'compact'] as const) {
    for (const width of [375, 1280] as const) {
      const name = `${shot.screen}-${shot.state}-${layoutType}-${width}`;
      test(name, async ({ preview }) => {
        await openStory(preview, { id: shot.id, layoutType, width });
        await expect(preview).toHaveScreenshot(`${name}.png`, { fullPage: true });
      });
    }
  }
}
