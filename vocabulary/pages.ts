import type { LayoutType } from './domain';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The prerendered first screen's file for a layout type and a language: index.html is the
 * website in English, what a host serving the folder as it is shows (scripts/prerender.ts
 * writes them, server/static.ts picks one per request).
 */
export const pageFile = (layoutType: LayoutType, locale: Locale): string =>
  `index${layoutType === 'compact' ? '.compact' : ''}${locale === DEFAULT_LOCALE ? '' : `.${locale}`}.html`;

/** A text made safe inside a page's element or quoted attribute (the head's texts and config). */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
