import { expect, openStory, test } from '../support/storybook-preview';

// The funding screens: the funding selector under each hide flag, the debit-first order and
// every option at once (its marks, and in compact its Continue kept on screen), and the
// parent's completion (with and without its summary); and the register step's side panel (the
// wide layout, docs/decisions/109), in both layout types at a phone and a desktop width.
const shots: { screen: string; state: string; id: string }[] = [
  { screen: 'funding-selector', state: 'no-flag', id: 'funding-funding-selector--empty' },
  { screen: 'funding-selector', state: 'hide-plaid', id: 'funding-funding-selector--hide-plaid' },
  {
    screen: 'funding-selector',
    state: 'hide-manual-ach',
    id: 'funding-funding-selector--hide-manual-ach',
  },
  { screen: 'funding-selector', state: 'hide-debit', id: 'funding-funding-selector--hide-debit' },
  {
    screen: 'funding-selector',
    state: 're-ordered',
    id: 'funding-funding-selector--re-ordered-debit-first',
  },
  {
    screen: 'funding-selector',
    state: 'every-option',
    id: 'funding-funding-selector--every-payment-option',
  },
  { screen: 'debit-card', state: 'empty', id: 'funding-debit-card--empty' },
  { screen: 'completion', state: 'parent', id: 'funding-completion--parent' },
  { screen: 'completion', state: 'summary-card', id: 'funding-completion--parent-summary-card' },
  {
    screen: 'completion',
    state: 'summary-bank-pending',
    id: 'funding-completion--parent-summary-bank-pending',
  },
  { screen: 'family-panel', state: 'start', id: 'screens-shared-family-panel--start' },
  {
    screen: 'family-panel',
    state: 'plan-and-children',
    id: 'screens-shared-family-panel--plan-and-children',
  },
  { screen: 'family-panel', state: 'teen', id: 'screens-shared-family-panel--teen' },
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
