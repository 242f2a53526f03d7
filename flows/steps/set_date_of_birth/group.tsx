import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { aboutYouIntents, aboutYouView } from '../../views/about-you-view';

const intents = aboutYouIntents(stepActions);

/**
 * about_you: a parent's set_date_of_birth and set_legal_address (no P.O. boxes). A teen's own
 * date of birth is asked before the code, on its own step (date_of_birth).
 */
export default function AboutYouGroup() {
  return <LegalNameAddressScreen {...aboutYouView(useViewInput())} {...intents} />;
}
