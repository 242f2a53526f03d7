/** The live check of the code as typed (GET /verify-code/?code=). */
export type PromoCodeCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; promoCodeState: 'REDEEMED' | 'EARNED'; rewardValue?: string }
  | { state: 'invalid'; message: string };

/**
 * The status line under a code field: the promo step's and the legal-name page's referral
 * code say the same words. A refused code has no status text: its error is said at the field.
 */
export function promoCodeStatusText(check: PromoCodeCheck): string | undefined {
  if (check.state === 'checking') return 'Checking your code…';
  if (check.state !== 'valid') return undefined;
  const reward = check.rewardValue ? `your ${check.rewardValue} reward` : 'your reward';
  return check.promoCodeState === 'REDEEMED'
    ? `Code applied: ${reward} is ready.`
    : `Code accepted: you've earned ${reward}. It arrives once your account is funded.`;
}
