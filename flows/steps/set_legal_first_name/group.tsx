import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { legalNameIntents, legalNameView } from '../../views/legal-name-view';

const intents = legalNameIntents(stepActions);

/**
 * legal_name: set_legal_first_name and set_legal_last_name; where the flow asks them, the
 * partner the person came from (set_partner_source, from the link) and a referral code
 * (set_referral_code, optional, prefilled from a promo code already checked).
 */
export default function LegalNameGroup() {
  return <LegalNameAddressScreen {...legalNameView(useViewInput())} {...intents} />;
}
