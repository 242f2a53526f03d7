// One formatter for every amount the screens print (STYLE: no per-screen copies). Whole dollars
// print without cents ("$20"), anything else with two ("$4.99"), as the spec's texts do.
type Formatters = { withCents: Intl.NumberFormat; whole: Intl.NumberFormat };

const byTag = new Map<string, Formatters>();

/** The formatters of a language as a US family reads it (es -> es-US: $1,234.50 as in English). */
function formattersOf(locale: string): Formatters {
  const tag = locale.includes('-') ? locale : `${locale}-US`;
  let formatters = byTag.get(tag);
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
    byTag.set(tag, formatters);
  }
  return formatters;
}

/**
 * "$4.99", "$20"; with cents: "always" prints "$20.00" (prices in a table line up). In the
 * page's language where a screen gives it (usePageLanguage().locale), else US English.
 */
export function formatUsd(
  value: number,
  cents: 'auto' | 'always' = 'auto',
  locale = 'en-US',
): string {
  const { whole, withCents } = formattersOf(locale);
  return cents === 'auto' && Number.isInteger(value)
    ? whole.format(value)
    : withCents.format(value);
}
