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
  | { state: 'valid'; promoCodeState: PromoCodeStatus; rewardValue?: string }
  | { state: 'invalid'; message: string };

/** The reward as the service gives it: dollars as a number, or its own words. */
export const rewardText = (value: number | string | null | undefined): string | undefined =>
  typeof value === 'number' ? `$${value}` : (value ?? undefined);

/**
 * The status line under a code field, by reference: the promo step's and the legal-name page's
 * referral code say the same words. A refused code has no status text: its error is said at the
 * field.
 */
export function promoCodeStatus(check: PromoCodeCheck): MessageRef<PromoCodeStatusId> | undefined {
  if (check.state === 'checking') return { id: 'promoCode.checking' };
  if (check.state !== 'valid') return undefined;
  const applied = check.promoCodeState === 'REDEEMED';
  if (!check.rewardValue) return { id: applied ? 'promoCode.applied' : 'promoCode.earned' };
  return {
    id: applied ? 'promoCode.appliedReward' : 'promoCode.earnedReward',
    values: { reward: check.rewardValue },
  };
}
