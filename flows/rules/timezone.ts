/**
 * Spec section 5: a user is US-based when the browser time zone maps to the US or is unknown.
 * IANA zones of the United States (tz database zone1970.tab, country US) and their aliases.
 */
const US_ZONE =
  /^(?:America\/(?:New_York|Detroit|Kentucky\/\w+|Indiana\/\w+|Chicago|Menominee|North_Dakota\/\w+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Fort_Wayne|Indianapolis|Louisville|Knox_IN|Shiprock|Atka)|Pacific\/Honolulu|US\/\w+|(?:EST5EDT|CST6CDT|MST7MDT|PST8PDT|EST|MST|HST|Navajo))$/;

export function isUsTimezone(timeZone: string | null | undefined): boolean {
  if (!timeZone) return true;
  return US_ZONE.test(timeZone);
}

/** The browser's zone, or undefined when Intl cannot tell (which counts as US). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
