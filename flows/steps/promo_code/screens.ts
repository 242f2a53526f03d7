import { PromoCodeScreen } from '../../../design-system/screens/promo-code/promo-code-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { promoCodeFixtures } from './fixtures';
import { promoCodeIntents, promoCodeView } from './view';

/**
 * promo_code: an optional code, checked as it is typed (a newer check cancels the one in
 * flight, section 5); Continue goes on to the registration with a code accepted, or none.
 */
export const page = stepScreen(PromoCodeScreen, promoCodeView, promoCodeIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // Under promoCodeVerification, a parent who was not invited, before the registration starts.
  {
    step: 'promo_code',
    section: 'Sign up',
    screenStories: 'Sign up/Promo code',
    page,
    fixtures: promoCodeFixtures,
  },
];
