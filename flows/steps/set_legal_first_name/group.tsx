import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { screenPage } from '../../shell/screen-page';
import { legalNameIntents, legalNameView } from './view';

/**
 * legal_name: set_legal_first_name and set_legal_last_name; where the flow asks them, the
 * partner the person came from (set_partner_source, from the link) and a referral code
 * (set_referral_code, optional, prefilled from a promo code already checked).
 */
export default screenPage(LegalNameAddressScreen, legalNameView, legalNameIntents);
