import { composeStories } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from './plan-picker-screen.stories';

const { DefaultPrices, EnableCorePriceChange, EnableGsrChange, CoreAndGsrChange } =
  composeStories(stories);

// Spec section 9, copied here on purpose rather than imported: the stories (and so the visual
// baselines) must show these numbers, whatever the story args say.
// [tier, fee (second table), price over standard (monthly table), rate table]
type Expected = [tier: string, fee: string, extra: string | null, rate: string][];
const base: Expected = [
  ['Infinity', '$14.98/mo', '$9.99', '2%'],
  ['Max', '$9.98/mo', '$4.99', '2%'],
  ['Invest', '$8.98/mo', '$3.99', '1%'],
  ['Standard', '$4.99/mo', null, '1%'],
];
const corePrices: Expected = [
  ['Infinity', '$14.98/mo', '$8.99', '2%'],
  ['Max', '$9.98/mo', '$3.99', '2%'],
  ['Invest', '$8.98/mo', '$2.99', '1%'],
  ['Standard', '$5.99/mo', null, '1%'],
];
const gsr = (rows: Expected): Expected =>
  rows.map(([tier, fee, extra, rate]) => [tier, fee, extra, rate === '2%' ? '3%' : '2%']);

/** Each card's title, fee, "more than" line and rate, read from the rendered markup. */
function cards(html: string) {
  const items = html.split('data-slot="radio-card"').slice(1);
  return items.map((item) => {
    const text = (suffix: string) =>
      item.match(new RegExp(`id="[^"]*-${suffix}"[^>]*>(.*?)</span>`))?.[1] ?? null;
    return {
      title: text('title'),
      fee: text('aside'),
      extra: item.match(/(\$[\d.]+) a month more than Standard/)?.[1] ?? null,
      rate: item.match(/Earn (\d+%) on savings/)?.[1] ?? null,
    };
  });
}

describe('plan picker prices (spec section 9) for every toggle combination', () => {
  it.each([
    ['default prices', DefaultPrices, base],
    ['enableCorePriceChange', EnableCorePriceChange, corePrices],
    ['enableGSRChange', EnableGsrChange, gsr(base)],
    ['enableCorePriceChange + enableGSRChange', CoreAndGsrChange, gsr(corePrices)],
  ])('%s', (_name, Story, expected) => {
    const shown = cards(renderToStaticMarkup(<Story />));
    expect(shown).toEqual(
      expected.map(([title, fee, extra, rate]) => ({ title, fee, extra, rate })),
    );
  });
});
