import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { dateOfBirthIntents, dateOfBirthView } from '../../views/date-of-birth-view';

const intents = dateOfBirthIntents(stepActions);

/** date_of_birth: a teen's age before anything is sent (section 4, "Date of birth"). */
export default function DateOfBirthStep() {
  return <DateOfBirthScreen {...dateOfBirthView(useViewInput())} {...intents} />;
}
