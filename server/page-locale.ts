import type { Request } from 'express';
import { LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale, localeOf } from '../vocabulary/locales';

/**
 * The language a page is served in: the family's choice on the switch (its cookie), then the
 * native apps' ?locale=, then the browser's languages; English when none is one webreg speaks.
 */
export function pageLocale(
  req: Pick<Request, 'headers' | 'acceptsLanguages'>,
  search: URLSearchParams,
): Locale {
  // One cookie of a known name and a two-letter value: localeOf refuses anything else.
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '');
  const chosen = localeOf(cookie?.[1]);
  const asked = localeOf(search.get(LOCALE_PARAM));
  const accepted = req.acceptsLanguages(...LOCALES);
  return chosen ?? asked ?? localeOf(accepted || undefined) ?? LOCALES[0];
}

/**
 * The switch's link followed before the page's script has run: `?locale=es` alone, asked from
 * the same page of this site. The link can only name the language, so it would drop the rest
 * of the address (an invitation's token, the apps' layout); the server keeps the choice as the
 * switch does (its cookie) and sends the page back to the address it was on. Undefined for any
 * other request (a native app's ?locale= among its own parameters, a page with no referrer).
 */
export function switchedLanguage(
  req: Request,
  search: URLSearchParams,
): { locale: Locale; location: string } | undefined {
  const locale = localeOf(search.get(LOCALE_PARAM));
  if (!locale || [...search.keys()].length !== 1) return undefined;
  let from: URL;
  try {
    from = new URL(req.get('referer') ?? '');
  } catch {
    return undefined;
  }
  // A path of two slashes would read as another host in the Location header.
  if (
    from.host !== req.get('host') ||
    from.pathname !== req.path ||
    from.pathname.startsWith('//')
  ) {
    return undefined;
  }
  from.searchParams.delete(LOCALE_PARAM);
  const query = from.searchParams.toString();
  return { locale, location: `${from.pathname}${query ? `?${query}` : ''}${from.hash}` };
}
