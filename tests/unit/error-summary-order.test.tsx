import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES } from '../../flows/views/step-registry';
import { anyActions } from '../support/any-actions';

/** The fields the error summary links to, in the order it lists them. */
const summaryTargets = (markup: string) =>
  [...markup.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!).filter((id) => id !== 'main');

/**
 * Every state of every step the app can show: the error summary lists its errors in the
 * order the fields stand on the page (GOV.UK), and each link goes to a field that is there.
 */
describe('error summaries follow the page', () => {
  for (const entry of STEP_ENTRIES) {
    const Screen = entry.screen;
    const intents = entry.intents(anyActions);
    for (const fixture of Object.values(entry.fixtures)) {
      const markup = renderToStaticMarkup(<Screen {...entry.view(fixture.input)} {...intents} />);
      const targets = summaryTargets(markup);
      if (targets.length === 0) continue;
      it(`${entry.step}, ${fixture.name}: ${targets.join(', ')}`, () => {
        const positions = targets.map((id) => markup.indexOf(`id="${id}"`));
        expect(
          targets.filter((_, index) => positions[index] === -1),
          'links to no field',
        ).toEqual([]);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      });
    }
  }
});
