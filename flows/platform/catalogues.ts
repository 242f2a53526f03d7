import { type Catalogue, ENGLISH } from '../../design-system/lib/text';
import type { Locale } from '../../vocabulary/locales';

// English is in the first screen's script; another language loads only when a page shows it.
const loaded: Partial<Record<Locale, Catalogue>> = { en: ENGLISH };

const load: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => ENGLISH,
  es: () =>
    import('../../vocabulary/messages/first-screen.es').then(
      (module) => module.FIRST_SCREEN_ES as unknown as Catalogue,
    ),
};

/** Loads a language's messages once; the switch waits for them before the page changes. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  loaded[locale] ??= await load[locale]();
}

/** The messages of a loaded language (English until it has loaded). */
export const catalogueOf = (locale: Locale): Catalogue => loaded[locale] ?? ENGLISH;
