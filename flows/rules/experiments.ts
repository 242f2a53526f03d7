/** Experiment variants of spec section 9: variation_1 is on, control is off. */
export const EXPERIMENT_VARIANTS = { variation_1: true, control: false } as const;
export type ExperimentVariant = keyof typeof EXPERIMENT_VARIANTS;

/** Any other variant name reads as off: an unknown answer never turns a change on. */
export const isVariantOn = (variant: string | null | undefined): boolean =>
  variant === 'variation_1';

/**
 * Cookie categories whose opt-out switches off ad-tracking integrations (section 9):
 * targeting, social media and sale of personal data.
 */
export const AD_TRACKING_COOKIE_CATEGORIES = ['targeting', 'social', 'saleOfData'] as const;
export type CookieCategory = (typeof AD_TRACKING_COOKIE_CATEGORIES)[number];

export const adTrackingAllowed = (optedOut: ReadonlyArray<string>): boolean =>
  !AD_TRACKING_COOKIE_CATEGORIES.some((category) => optedOut.includes(category));
