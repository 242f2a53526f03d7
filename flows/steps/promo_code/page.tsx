import { PromoCodeScreen } from '../../../design-system/screens/promo-code/promo-code-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { promoCodeIntents, promoCodeView } from '../../views/promo-code-view';

const intents = promoCodeIntents(stepActions);

/**
 * promo_code: an optional code, checked as it is typed (a newer check cancels the one in
 * flight, section 5); Continue goes on to the registration with a code accepted, or none.
 */
export default function PromoCodeStep() {
  return <PromoCodeScreen {...promoCodeView(useViewInput())} {...intents} />;
}
