/**
 * Spec section 5: a user is US-based when the browser time zone maps to the US or is unknown.
 * The IANA zones of the United States and of its territories (tz database zone.tab: US, PR,
 * VI, GU, MP, AS, UM), with their backward-compatible aliases: families in Puerto Rico or Guam
 * live in the US for this product.
 */
const US_ZONE = new RegExp(
  [
    '^(?:America/(?:New_York|Detroit|Kentucky/\\w+|Indiana/\\w+|Chicago|Menominee|North_Dakota/\\w+',
    '|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak',
    '|Fort_Wayne|Indianapolis|Louisville|Knox_IN|Shiprock|Atka',
    // Territories: Puerto Rico, the US Virgin Islands.
    '|Puerto_Rico|St_Thomas|Virgin)',
    // Hawaii; territories: Guam, the Northern Mariana Islands, American Samoa, the minor islands.
    '|Pacific/(?:Honolulu|Johnston|Guam|Saipan|Pago_Pago|Samoa|Midway|Wake)',
    '|US/\\w+|EST5EDT|CST6CDT|MST7MDT|PST8PDT|EST|MST|HST|Navajo)$',
  ].join(''),
);

/** @internal */
export function isUsTimezone(timeZone: string | null | undefined): boolean {
  if (!timeZone) return true;
  return US_ZONE.test(timeZone);
}

/** The browser's zone, or null when Intl cannot tell (which counts as US). */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** preventNonUSTimezones: outside the US by the browser's zone, the flow says so and stops. */
export const stopsOutsideUs = (preventNonUSTimezones: boolean, timeZone: string | null): boolean =>
  preventNonUSTimezones && !isUsTimezone(timeZone);
