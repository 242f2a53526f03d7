import { PromoCodeScreen } from '../../../design-system/screens/promo-code/promo-code-screen';
import { screenPage } from '../../shell/screen-page';
import { promoCodeIntents, promoCodeView } from './view';

/**
 * promo_code: an optional code, checked as it is typed (a newer check cancels the one in
 * flight, section 5); Continue goes on to the registration with a code accepted, or none.
 */
export default screenPage(PromoCodeScreen, promoCodeView, promoCodeIntents);
