import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { stepScreen } from '../../views/step-screen';
import { dateOfBirthFixtures } from './fixtures';
import { dateOfBirthIntents, dateOfBirthView } from './view';

/** date_of_birth: a teen's age before anything is sent (section 4, "Date of birth"). */
export const page = stepScreen(DateOfBirthScreen, dateOfBirthView, dateOfBirthIntents);

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  // A teen signing up first (kidFirstRegParentInviteV0): age, then a parent, before the code.
  {
    step: 'date_of_birth',
    section: 'Sign up',
    screenStories: 'Sign up/Date of birth',
    page,
    fixtures: dateOfBirthFixtures,
  },
];
