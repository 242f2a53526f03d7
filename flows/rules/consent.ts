/**
 * Cookie-consent categories as the provider's consent manager (OneTrust) names them:
 * C0001 strictly necessary, C0002 performance, C0003 functional, C0004 targeting (advertising).
 */
export const ADVERTISING_CATEGORY = 'C0004';

/** Analytics destinations that track for advertising; each needs the advertising category. */
export const AD_INTEGRATIONS = [
  'Facebook Pixel',
  'Facebook Conversions API (Actions)',
  'Google Ads Conversions',
  'Google AdWords New',
  'Bing Ads',
  'TikTok Conversions',
  'Snap Conversions Api',
  'Pinterest Conversions API',
  'Reddit Conversions API',
] as const;

/** The consent manager's active groups (",C0001,C0003,"); none known means none given. */
export function consentCategories(activeGroups: string | null | undefined): Set<string> {
  return new Set(
    (activeGroups ?? '')
      .split(',')
      .map((group) => group.trim())
      .filter(Boolean),
  );
}

/**
 * The analytics integrations switched off: every ad-tracking one without advertising consent
 * (privacy by default, also inside the native apps), and the Facebook pixel when its toggle
 * (facebookPixel, section 9) is off.
 */
export function disabledIntegrations(
  categories: ReadonlySet<string>,
  toggles: { facebookPixel: boolean },
): Record<string, false> {
  const off: string[] = categories.has(ADVERTISING_CATEGORY) ? [] : [...AD_INTEGRATIONS];
  if (!toggles.facebookPixel) off.push('Facebook Pixel');
  return Object.fromEntries([...new Set(off)].map((name) => [name, false]));
}
