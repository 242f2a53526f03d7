/**
 * The consent manager's (OneTrust's) groups whose opt-out switches ad tracking off (section 9):
 * targeting, social media and sale of personal data. A group the visitor's banner does not
 * offer counts as not given: ads run only where all three were allowed.
 */
const AD_CONSENT_GROUPS = {
  targeting: 'C0004',
  socialMedia: 'C0005',
  saleOfPersonalData: 'SSPD_BG',
} as const;

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
 * The analytics integrations switched off: every ad-tracking one without ad-tracking consent
 * (privacy by default, also inside the native apps), and the Facebook pixel when its toggle
 * (facebookPixel, section 9) is off.
 */
export function disabledIntegrations(
  categories: ReadonlySet<string>,
  toggles: { facebookPixel: boolean },
): Record<string, false> {
  const allowed = Object.values(AD_CONSENT_GROUPS).every((group) => categories.has(group));
  const off: string[] = allowed ? [] : [...AD_INTEGRATIONS];
  if (!toggles.facebookPixel) off.push('Facebook Pixel');
  return Object.fromEntries([...new Set(off)].map((name) => [name, false]));
}
