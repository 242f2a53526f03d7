/**
 * The promo code step (promo_code), in English, and the live check's line under a code field,
 * which the legal-name page's referral code says in the same words.
 */
export const PROMO_CODE_EN = {
  'promoCode.heading': 'Have a promo code?',
  'promoCode.lead': 'Enter it here to claim your reward. No code? Just continue.',
  'promoCode.continueWithoutCode': 'Continue without a code',
  'promoCode.checking': 'Checking your code…',
  // The reward as the service gives it: its value where it has one.
  'promoCode.earned':
    "Code accepted: you've earned your reward. It arrives once your account is funded.",
  'promoCode.earnedReward':
    "Code accepted: you've earned your {reward} reward. It arrives once your account is funded.",
  'promoCode.applied': 'Code applied: your reward is ready.',
  'promoCode.appliedReward': 'Code applied: your {reward} reward is ready.',
} as const;

export type PromoCodeMessageId = keyof typeof PROMO_CODE_EN;

/** What the line under a code field says of a code's live check. */
export type PromoCodeStatusId = Extract<
  PromoCodeMessageId,
  | 'promoCode.checking'
  | 'promoCode.earned'
  | 'promoCode.earnedReward'
  | 'promoCode.applied'
  | 'promoCode.appliedReward'
>;
