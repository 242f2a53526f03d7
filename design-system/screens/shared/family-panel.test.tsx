import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATER_PAGES_ES } from '../../../vocabulary/messages/later-pages.es';
import { MessagesProvider } from '../../lib/text';
import { FamilyPanel, type FamilyPanelProps } from './family-panel';

const phone = { display: '1-888-483-2645' };

/** The panel's text, in English or in Spanish. */
const panel = (props: FamilyPanelProps, locale?: 'es') => {
  const markup = renderToStaticMarkup(
    locale ? (
      <MessagesProvider value={LATER_PAGES_ES} locale={locale}>
        <FamilyPanel {...props} />
      </MessagesProvider>
    ) : (
      <FamilyPanel {...props} />
    ),
  );
  return markup.replaceAll('<!-- -->', '').replace(/<[^>]*>/g, ' ');
};

describe('FamilyPanel', () => {
  it('prints the plan with its fee a month and counts the children, in English', () => {
    const text = panel({
      summary: { plan: { title: 'Max', fee: 9.98 }, childrenAdded: 1 },
      supportPhone: phone,
    });
    expect(text).toContain('Max, $9.98/mo');
    expect(text).toContain('1 child added');
    expect(panel({ summary: { plan: null, childrenAdded: 0 }, supportPhone: phone })).toContain(
      'None added yet',
    );
  });

  it('says the same in Spanish: the fee as es-US writes dollars, the children by its plurals', () => {
    const text = panel(
      { summary: { plan: { title: 'Max', fee: 9.98 }, childrenAdded: 2 }, supportPhone: phone },
      'es',
    );
    expect(text).toContain('Max, $9.98 al mes');
    expect(text).toContain('2 hijos agregados');
    expect(text).toContain('Llámanos al 1-888-483-2645.');
    expect(text).toContain('Tu cuenta familiar hasta ahora');
  });
});
