/**
 * Toggle overrides from the address bar, for designers and tests outside production:
 * `?toggles=enableCorePriceChange,defaultMax` turns toggles on and `?toggles=-facebookPixel`
 * turns one off, on top of those the session kept from an earlier address (the carrier's
 * return and a reload come back without them). Only known toggle names are taken, so a typo
 * or an edited session cannot add a bogus key.
 */
export function toggleOverrides(
  search: URLSearchParams,
  known: ReadonlySet<string>,
  production: boolean,
  kept: Readonly<Record<string, unknown>> = {},
): Record<string, boolean> {
  if (production) return {};
  const overrides: Record<string, boolean> = {};
  for (const [name, on] of Object.entries(kept)) {
    if (known.has(name) && typeof on === 'boolean') overrides[name] = on;
  }
  for (const list of search.getAll('toggles')) {
    for (const raw of list.split(',')) {
      const item = raw.trim();
      const off = item.startsWith('-');
      const name = off ? item.slice(1) : item;
      if (known.has(name)) overrides[name] = !off;
    }
  }
  return overrides;
}
