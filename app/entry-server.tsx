import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Catalogue } from '../design-system/lib/text';
import { setLayoutType, setLocale } from '../flows/actions/entry-actions';
import { catalogueOf, loadCatalogue } from '../flows/platform/catalogues';
import type { LayoutType } from '../vocabulary/domain';
import type { Locale } from '../vocabulary/locales';
import { Shell } from './shell';

/**
 * Build-time render of the first screen in a layout type and a language, inlined into the
 * page by scripts/prerender.ts, with the messages the page's head takes its texts from.
 */
export async function render(
  layoutType: LayoutType,
  locale: Locale,
): Promise<{ html: string; messages: Catalogue }> {
  await loadCatalogue(locale);
  setLayoutType(layoutType);
  setLocale(locale);
  const html = renderToString(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
  return { html, messages: catalogueOf(locale) };
}
