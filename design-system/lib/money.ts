import type { Sentence } from '../../vocabulary/messages/sentence';

// One formatter for every amount the screens print (STYLE: no per-screen copies). Whole dollars
// print without cents ("$20"), anything else with two ("$4.99"), as the spec's texts do.
type Formatters = { withCents: Intl.NumberFormat; whole: Intl.NumberFormat };
const byLocale = new Map<string, Formatters>();

/** Dollars as a US family reads them in its language: a bare language is its US variety (es-US). */
function formattersOf(locale: string): Formatters {
  const tag = locale.includes('-') ? locale : `${locale}-US`;
  let formatters = byLocale.get(tag);
  if (!formatters) {
    formatters = {
      withCents: new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
      }),
      whole: new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
    };
    byLocale.set(tag, formatters);
  }
  return formatters;
}

/**
 * "$4.99", "$20"; with cents: "always" prints "$20.00" (prices in a table line up). A screen
 * passes the page's language (usePageLanguage().locale); English (en-US) otherwise.
 */
export function formatUsd(
  value: number,
  cents: 'auto' | 'always' = 'auto',
  locale = 'en-US',
): string {
  const { withCents, whole } = formattersOf(locale);
  return cents === 'auto' && Number.isInteger(value)
    ? whole.format(value)
    : withCents.format(value);
}

/**
 * A sentence whose number values are dollars (a limit, a reward), with each printed as money in
 * the page's language; a text value (a service's own words for a reward) stays as it is.
 */
export function inDollars<S extends Sentence | undefined>(said: S, locale: string): S {
  if (typeof said !== 'object') return said;
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatUsd(value, 'auto', locale) : value,
    ]),
  );
  return { ...said, values };
}
