import { LOCALE_COOKIE, type Locale } from '../../vocabulary/locales';
import { loadCatalogue } from '../platform/catalogues';
import { languageChosen } from '../steps/arrival';
import { applyChanges } from './apply-changes';

/**
 * The switch: the page changes language in place once the language's messages are here, so
 * nothing typed is lost and no half-translated page shows. The cookie lasts the browser's
 * session, so a reload, or any page after, is served in it (server/static.ts); the calls after
 * it ask for codes and emails in it (Accept-Language).
 */
export async function chooseLanguage(locale: Locale, page: Document): Promise<void> {
  await loadCatalogue(locale);
  page.documentElement.lang = locale;
  page.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; SameSite=Lax`;
  await applyChanges(languageChosen(locale));
}
