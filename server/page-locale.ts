import type { Request } from 'express';
import { LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale, localeOf } from '../vocabulary/locales';

/**
 * The language a page is served in: the family's choice on the switch (its cookie), then the
 * native apps' ?locale=, then the browser's languages; English when none is one webreg speaks.
 */
export function pageLocale(req: Request, search: URLSearchParams): Locale {
  // One cookie of a known name and a two-letter value: localeOf refuses anything else.
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '');
  const chosen = localeOf(cookie?.[1]);
  const asked = localeOf(search.get(LOCALE_PARAM));
  const accepted = req.acceptsLanguages(...LOCALES);
  return chosen ?? asked ?? localeOf(accepted || undefined) ?? LOCALES[0];
}
