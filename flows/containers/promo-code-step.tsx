import { PromoCodeScreen } from '../../design-system/screens/promo-code/promo-code-screen';
import { promoCodeIntents, promoCodeView } from '../views/promo-code-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = promoCodeIntents(stepActions);

/**
 * promo_code: an optional code, checked as it is typed (a newer check cancels the one in
 * flight, section 5); Continue goes on to the registration with a code accepted, or none.
 */
export default function PromoCodeStep() {
  return <PromoCodeScreen {...promoCodeView(useViewInput())} {...intents} />;
}
