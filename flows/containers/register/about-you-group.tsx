import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { aboutYouIntents, aboutYouView } from '../../views/about-you-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = aboutYouIntents(stepActions);

/**
 * about_you: a parent's set_date_of_birth and set_legal_address (no P.O. boxes). A teen's own
 * date of birth is asked before the code, on its own step (date_of_birth).
 */
export default function AboutYouGroup() {
  return <LegalNameAddressScreen {...aboutYouView(useViewInput())} {...intents} />;
}
