import type { StoreBadgesMessageId } from './store-badges.en';

/** The app stores' badges as the stores word them in Spanish (their Spanish badges). */
export const STORE_BADGES_ES: Record<StoreBadgesMessageId, string> = {
  'storeBadges.appStore': 'Descárgalo en el App Store',
  'storeBadges.appStoreAbove': 'Descárgalo en el',
  'storeBadges.googlePlay': 'Disponible en Google Play',
  'storeBadges.googlePlayAbove': 'DISPONIBLE EN',
};
