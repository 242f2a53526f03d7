/**
 * The languages webreg speaks, English first: the spec's texts are English, and English is what
 * a family gets when nothing says otherwise. Spanish is written in the informal "tú"
 * (docs/glossary-es.md).
 */
export const LOCALES = ['en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
