import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { screenPage } from '../../shell/screen-page';
import { aboutYouIntents, aboutYouView } from './view';

/**
 * about_you: a parent's set_date_of_birth and set_legal_address (no P.O. boxes). A teen's own
 * date of birth is asked before the code, on its own step (date_of_birth).
 */
export default screenPage(LegalNameAddressScreen, aboutYouView, aboutYouIntents);
