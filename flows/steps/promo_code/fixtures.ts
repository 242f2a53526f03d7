import type { PROMO_CODES } from '../../../vocabulary/magic-values';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { typedInto } from '../../views/fixtures/form-parts';
import { type FixtureParts, stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { PROMO_CODE_FORM } from './rule';

// promo_code comes after the code step for a parent who was not invited, under
// promoCodeVerification (section 2); the codes are the sandbox's (vocabulary/magic-values).
const EARNED_CODE = 'SANDBOX-EARNED' satisfies keyof typeof PROMO_CODES;
const REDEEMED_CODE = 'SANDBOX-REDEEMED' satisfies keyof typeof PROMO_CODES;
const atPromo: FixtureParts = {
  user: { nextRegStep: 'promo_code' },
  toggles: { promoCodeVerification: true },
};
const typed = (draft: Record<string, unknown>, errors: Record<string, string> = {}) =>
  withParts(atPromo, typedInto(PROMO_CODE_FORM, draft, errors));
const REFUSED = 'That promo code is not valid.';
const earned = { state: 'valid', promoCodeState: 'EARNED', rewardValue: 10 };

/** Every state of the promo code step a person can reach. */
export const promoCodeFixtures = {
  empty: stateFixture('Empty', atPromo),
  checking: stateFixture(
    'Code being checked',
    typed({ code: EARNED_CODE, referralCodeCheck: { state: 'checking' } }),
  ),
  earned: stateFixture(
    'Code accepted, reward earned',
    typed({ code: EARNED_CODE, referralCodeCheck: earned }),
  ),
  redeemed: stateFixture(
    'Code applied, reward ready',
    typed({
      code: REDEEMED_CODE,
      referralCodeCheck: { state: 'valid', promoCodeState: 'REDEEMED', rewardValue: 10 },
    }),
  ),
  refused: stateFixture(
    'Code refused while typing',
    typed({ code: 'SUMMER', referralCodeCheck: { state: 'invalid', message: REFUSED } }),
  ),
  refusedOnContinue: stateFixture(
    'Continue with a refused code',
    typed(
      { code: 'SUMMER', referralCodeCheck: { state: 'invalid', message: REFUSED } },
      { code: REFUSED },
    ),
  ),
  checkFirst: stateFixture(
    'Continue before the check answers',
    typed(
      { code: EARNED_CODE, referralCodeCheck: { state: 'checking' } },
      { code: PAGE_CHECK_MESSAGES.checkPromoFirst },
    ),
  ),
  accepted: stateFixture(
    'Back to the page: the code accepted before',
    withParts(atPromo, {
      registration: { promoCode: { code: EARNED_CODE, state: 'EARNED' } },
      user: { referralRewardValue: 10 },
    }),
  ),
};
