import type * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LATER_PAGES_ES } from '../../vocabulary/messages/later-pages.es';
import { MessagesProvider } from './text';

/**
 * A screen's markup as a page shows it in English (its areas' own words, the default) or with
 * the later pages' Spanish loaded: what the screens' language tests read.
 */
export const markupIn = (screen: React.ReactElement, locale?: 'es'): string =>
  renderToStaticMarkup(
    locale ? (
      <MessagesProvider value={LATER_PAGES_ES} locale={locale}>
        {screen}
      </MessagesProvider>
    ) : (
      screen
    ),
  );
