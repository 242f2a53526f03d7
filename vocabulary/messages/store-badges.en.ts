/**
 * The app stores' badges' fixed wording, in English: each store draws its badge in the page's
 * language, with the store's name as it is (App Store, Google Play).
 */
export const STORE_BADGES_EN = {
  'storeBadges.appStore': 'Download on the App Store',
  'storeBadges.appStoreAbove': 'Download on the',
  'storeBadges.googlePlay': 'Get it on Google Play',
  'storeBadges.googlePlayAbove': 'GET IT ON',
} as const;

export type StoreBadgesMessageId = keyof typeof STORE_BADGES_EN;
