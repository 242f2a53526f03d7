/**
 * The languages webreg speaks, English first: the spec's texts are English, and English is what
 * a family gets when nothing says otherwise. Spanish is written in the informal "tú"
 * (docs/glossary-es.md).
 */
export const LOCALES = ['en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, the same on every page: a switch a reader finds in any. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The switch's choice, kept for the browser's session (the server picks the page by it). */
export const LOCALE_COOKIE = 'webreg_locale';

/** The native apps' way to say the family's language: ?locale=es. */
export const LOCALE_PARAM = 'locale';

/** The language a tag names (es, es-US, EN), or undefined for one webreg does not speak. */
export const localeOf = (tag: string | null | undefined): Locale | undefined => {
  const language = tag?.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === language);
};
