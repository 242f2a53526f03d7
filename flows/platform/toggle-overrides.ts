/**
 * Toggle overrides from the address bar, for designers and tests outside production:
 * `?toggles=enableCorePriceChange,defaultMax` turns toggles on and `?toggles=-facebookPixel`
 * turns one off. Only known toggle names are taken, so a typo cannot add a bogus key.
 */
export function toggleOverrides(
  search: URLSearchParams,
  known: ReadonlySet<string>,
  production: boolean,
): Record<string, boolean> {
  if (production) return {};
  const overrides: Record<string, boolean> = {};
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
