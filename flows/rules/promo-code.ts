import type { PromoCodeStatusId } from '../../vocabulary/messages/promo-code.en';
import type { MessageRef } from '../../vocabulary/messages/sentence';

/** Promo code state of spec section 3. */
export const PROMO_CODE_STATUSES = ['REDEEMED', 'EARNED'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

/** Shorter codes are still being typed: no code the service issues is that short. */
export const MIN_PROMO_CODE_LENGTH = 4;

/** The live check of a code as typed (GET /verify-code/?code=). */
export type PromoCodeCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; promoCodeState: PromoCodeStatus; rewardValue?: number | string }
  | { state: 'invalid'; message: string };

/**
 * The reward as the service gives it: dollars as a number, which the page prints as money in its
 * language, or its own words; none when it gives neither.
 */
export const rewardOf = (value: number | string | null | undefined): number | string | undefined =>
  value === null || value === '' ? undefined : value;

/**
 * The status line under a code field, by reference: the promo step's and the legal-name page's
 * referral code say the same words. A refused code has no status text: its error is said at the
 * field.
 */
export function promoCodeStatus(check: PromoCodeCheck): MessageRef<PromoCodeStatusId> | undefined {
  if (check.state === 'checking') return { id: 'promoCode.checking' };
  if (check.state !== 'valid') return undefined;
  const applied = check.promoCodeState === 'REDEEMED';
  if (check.rewardValue === undefined)
    return { id: applied ? 'promoCode.applied' : 'promoCode.earned' };
  return {
    id: applied ? 'promoCode.appliedReward' : 'promoCode.earnedReward',
    values: { reward: check.rewardValue },
  };
}
