import { PromoCodeScreen } from '../../../design-system/screens/promo-code/promo-code-screen';
import type { StepEntry } from '../../views/step-registry';
import { promoCodeFixtures } from './fixtures';
import { promoCodeIntents, promoCodeView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  // Under promoCodeVerification, a parent who was not invited, before the registration starts.
  {
    step: 'promo_code',
    section: 'Sign up',
    screenStories: 'Sign up/Promo code',
    screen: PromoCodeScreen,
    view: promoCodeView,
    intents: promoCodeIntents,
    fixtures: promoCodeFixtures,
  },
];
