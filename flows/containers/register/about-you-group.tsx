import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import {
  aboutYouIntents,
  aboutYouView,
  asksAddress,
  dateOfBirthIntents,
  dateOfBirthView,
} from '../../views/about-you-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = aboutYouIntents(stepActions);
const dobIntents = dateOfBirthIntents(stepActions);

/**
 * about_you: set_date_of_birth and, for a parent, set_legal_address (no P.O. boxes). A teen's
 * date of birth is sent even under 13: the server's refusal (ERR_CHILD_AGE) is what erases the
 * sign-up, and the answer flow then goes to cancel_age (flows/steps/answer-flow).
 */
export default function AboutYouGroup() {
  const input = useViewInput();
  if (!asksAddress(input)) return <DateOfBirthScreen {...dateOfBirthView(input)} {...dobIntents} />;
  return <LegalNameAddressScreen {...aboutYouView(input)} {...intents} />;
}
