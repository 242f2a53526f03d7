import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import { screenPage } from '../../shell/screen-page';
import { dateOfBirthIntents, dateOfBirthView } from './view';

/** date_of_birth: a teen's age before anything is sent (section 4, "Date of birth"). */
export default screenPage(DateOfBirthScreen, dateOfBirthView, dateOfBirthIntents);
