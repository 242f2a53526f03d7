import * as React from 'react';
import { type Catalogue, ENGLISH } from '../../design-system/lib/text';
import type { Locale } from '../../vocabulary/locales';

// English is in the first screen's script and in each later page's own chunk; another language
// loads only when a page shows it: its first screen's messages before the page changes, the
// later pages' just after, so the first screen waits for no more than it shows.
const loaded: Partial<Record<Locale, Catalogue>> = { en: ENGLISH };

type Loaders = { firstScreen: () => Promise<Catalogue>; laterPages: () => Promise<Catalogue> };

const load: Record<Exclude<Locale, 'en'>, Loaders> = {
  es: {
    firstScreen: () =>
      import('../../vocabulary/messages/first-screen.es').then((module) => module.FIRST_SCREEN_ES),
    laterPages: () =>
      import('../../vocabulary/messages/later-pages.es').then((module) => module.LATER_PAGES_ES),
  },
};

const listeners = new Set<() => void>();

/**
 * Loads a language's first-screen messages once (the switch and the first render wait for
 * them), then its later pages' without waiting: the page re-renders with them when they come,
 * most often long before the family leaves the first page.
 */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return;
  const loaders = load[locale];
  loaded[locale] = await loaders.firstScreen();
  void loaders.laterPages().then(
    (later) => {
      loaded[locale] = { ...loaded[locale], ...later };
      for (const listener of listeners) listener();
    },
    // A lost chunk leaves the later pages in English, their source language, never blank.
    () => undefined,
  );
}

/** The messages of a loaded language (English until it has loaded). */
export const catalogueOf = (locale: Locale): Catalogue => loaded[locale] ?? ENGLISH;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language's messages as they load: the shell re-renders when the later pages' arrive. */
export function useCatalogue(locale: Locale): Catalogue {
  return React.useSyncExternalStore(
    subscribe,
    () => catalogueOf(locale),
    () => catalogueOf(locale),
  );
}
