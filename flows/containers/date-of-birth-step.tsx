import { DateOfBirthScreen } from '../../design-system/screens/date-of-birth/date-of-birth-screen';
import { dateOfBirthIntents, dateOfBirthView } from '../views/date-of-birth-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = dateOfBirthIntents(stepActions);

/** date_of_birth: a teen's age before anything is sent (section 4, "Date of birth"). */
export default function DateOfBirthStep() {
  return <DateOfBirthScreen {...dateOfBirthView(useViewInput())} {...intents} />;
}
